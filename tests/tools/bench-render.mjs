// node tests/tools/bench-render.mjs (after `npm run build:test`, whose build id it reuses): what rendering an article
// costs in React against a plain template of the same HTML, in-process in Node. The article is the first of
// migrations/posts/ with two others as its related posts, in the document every page has (routes/_layout/document.tsx),
// bundled from the source by Vite (server-side, as the
// worker's build does; React stays in node_modules). Timed: the Markdown of its body to HTML (routes/blog/markdown.ts, what an
// uncached article paid on every miss), React's pipeable renderer as the worker streams pages (worker/render-stream.ts),
// React's own edge renderer (`renderToReadableStream`), and a template: the same document cut at the article's own
// values and joined again with them, escaped, which is what a string template costs. It checks the three documents
// are the same before timing them. BENCH_RENDER_ROUNDS (15) rounds of BENCH_RENDER_REQUESTS (200) renders each.
import { build } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median, root, table } from './server.mjs';

const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 15);
const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 200);

const ENTRY = `
import { jsx } from 'react/jsx-runtime';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Document } from './routes/_layout/document';
import { FooterNewsletter } from './routes/_layout/newsletter-form';
import { PostPage } from './routes/blog/post-page';
import { renderMarkdown } from './routes/blog/markdown';
import { renderToHtmlStream } from './worker/render-stream';
export { renderMarkdown };
export const page = (post, body) => jsx(Document, {
  meta: { title: post.title, description: post.metaDescription, path: '/' + post.slug, ogType: 'article', markdown: '/' + post.slug + '.md' },
  currency: { currency: 'GBP', detected: true, source: 'country' },
  assets: { script: '/assets/entry.js?v=' + __BUILD_ID__, style: '/assets/styles.css?v=' + __BUILD_ID__ },
  signUp: jsx(FooterNewsletter, {}),
  children: jsx(PostPage, { post, body }),
});
export const pipeable = (node) => renderToHtmlStream(node, {});
export const edge = (node) => renderToReadableStream(node);
`;
const buildId = readFileSync(path.join(root, 'dist-test/executive_sidekick/index.js'), 'utf8').match(/\/assets\/entry\.js\?v=([\w-]+)/)?.[1] ?? 'bench';
const entry = path.join(root, 'dist-test/bench-render-entry.jsx');
writeFileSync(entry, ENTRY.replaceAll("'./routes/", "'../routes/").replaceAll("'./worker/", "'../worker/"));
await build({
  configFile: false,
  root,
  logLevel: 'error',
  define: { __BUILD_ID__: JSON.stringify(buildId), __BUILT_AT__: '"2026-12-01T00:00:00.000Z"', __DEV__: 'false', __TEST_HOOKS__: 'false' },
  build: { ssr: entry, outDir: 'dist-test/bench-render', emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'index.mjs' } } },
});
const bundled = path.join(root, 'dist-test/bench-render/index.mjs');
const mod = await import(bundled);

const posts = readdirSync(path.join(root, 'migrations/posts'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const [, front, content] = readFileSync(path.join(root, 'migrations/posts', f), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
    const p = JSON.parse(front);
    const summary = { ...p, status: 'published', updatedAt: `${p.date}T09:00:00.000Z`, scheduledFor: null, words: content.split(/\s+/).length, cover: null, coverAlt: null };
    return { summary, head: { ...summary, keywords: p.keywords ?? [], card: null }, content, faqs: p.faqs ?? [] };
  });
const [article, ...others] = posts;
const html = await mod.renderMarkdown(article.content, article.head.slug, { sectionLinks: true });
const body = { html, faqs: article.faqs, related: others.slice(0, 2).map((p) => p.summary) };
const read = async (stream) => new Response(await stream).text();
const viaPipeable = () => read(mod.pipeable(mod.page(article.head, body)));
const viaEdge = () => read(mod.edge(mod.page(article.head, body)));

// The template: React's document cut at each of the article's own values, joined again with them escaped.
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const reference = await viaPipeable();
const fields = [['html', (d) => d.html], ...['h1', 'title', 'metaDescription', 'excerpt'].map((k) => [k, (d) => escape(d.head[k])])];
let pieces = [reference];
const slots = [];
for (const [, pick] of fields) {
  const value = pick({ html, head: article.head });
  const next = [];
  const nextSlots = [];
  pieces.forEach((piece, i) => {
    const cut = piece.split(value);
    cut.forEach((part, j) => {
      next.push(part);
      if (j < cut.length - 1) nextSlots.push(pick);
      else if (i < slots.length) nextSlots.push(slots[i]);
    });
  });
  pieces = next;
  slots.splice(0, slots.length, ...nextSlots);
}
const viaTemplate = async () => {
  const data = { html, head: article.head };
  let out = pieces[0];
  for (let i = 0; i < slots.length; i++) out += slots[i](data) + pieces[i + 1];
  return out;
};
const viaMarkdown = () => mod.renderMarkdown(article.content, article.head.slug, { sectionLinks: true });

if ((await viaTemplate()) !== reference) throw new Error('The template does not make the same document as React');
const same = (html) => html.replace(/<!-- -->/g, '');
if (same(await viaEdge()) !== same(reference)) console.warn('React\'s edge renderer made a different document (whitespace or comment markers); timing it all the same.');

const subjects = [
  ['Markdown body to HTML (marked)', viaMarkdown],
  ['React, pipeable (the worker\'s)', viaPipeable],
  ['React, edge renderToReadableStream', viaEdge],
  ['string template', viaTemplate],
];
const times = subjects.map(() => []);
for (const [, run] of subjects) for (let i = 0; i < 50; i++) await run();
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, run]] of subjects.entries()) {
    const start = performance.now();
    for (let n = 0; n < REQUESTS; n++) await run();
    times[i].push(((performance.now() - start) / REQUESTS) * 1000);
  }
}
const template = median(times[3]);
console.log(`Node ${process.version}, in-process; ${article.head.slug} (${Math.round(reference.length / 1024)} KB of HTML, body ${Math.round(html.length / 1024)} KB); ${ROUNDS} rounds of ${REQUESTS}; medians of the rounds`);
table(subjects.map(([name], i) => ({ step: name, 'µs each': median(times[i]).toFixed(0), 'vs template': `${(median(times[i]) / template).toFixed(1)}×` })));
