// `npm run smoke -- --email you@yourcompany.co.uk`: checks the live site the way a visitor meets it, after a deploy
// (README, "Deploying with wrangler", step 8). The home page, sitemap.xml, the newest post, the bare domain's 301,
// HTTPS only, and, given --email, a newsletter sign-up the worker stores in the lead outbox before it answers.
// --origin sends the requests elsewhere (a local server) while the pages still name SITE_ORIGIN from wrangler.toml.
// Exits 1 if any check fails.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readWranglerToml } from '../../worker/deploy-preflight.ts';
import { siteHosts } from '../../worker/site-domains.ts';
import { root } from './wrangler.ts';

const { values } = parseArgs({ options: { origin: { type: 'string' }, email: { type: 'string' } } });
const site = String(readWranglerToml(await readFile(path.join(root, 'wrangler.toml'), 'utf8')).vars.SITE_ORIGIN).replace(/\/$/, '');
const origin = (values.origin ?? site).replace(/\/$/, '');

let failed = 0;
async function check(what, run) {
  try {
    console.log(`ok    ${what}: ${await run()}`);
  } catch (err) {
    failed++;
    const cause = err.cause ? ` (${err.cause.code ?? err.cause.message})` : '';
    console.log(`FAIL  ${what}: ${err.message}${cause}`);
  }
}
async function get(url, init = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const body = await res.text();
  return { res, body };
}
function expectPage({ res, body }, type) {
  if (res.status !== 200) throw new Error(`answered ${res.status}`);
  if (!res.headers.get('content-type')?.includes(type)) throw new Error(`answered ${res.headers.get('content-type')}, not ${type}`);
  return body;
}

console.log(`Checking ${origin}\n`);
await check('home page', async () => {
  const page = await get(`${origin}/`);
  const title = expectPage(page, 'text/html').match(/<title>([^<]*)<\/title>/)?.[1];
  if (!title) throw new Error('no <title>');
  return title;
});
await check('sitemap.xml', async () => {
  const xml = expectPage(await get(`${origin}/sitemap.xml`), 'xml');
  const locs = xml.match(/<loc>/g)?.length ?? 0;
  if (!locs || !xml.includes(`<loc>${site}/`)) throw new Error(`no address on ${site}`);
  return `${locs} entr${locs === 1 ? 'y' : 'ies'} on ${site}`;
});
await check('the newest post', async () => {
  const feed = expectPage(await get(`${origin}/blog/feed.xml`), 'xml');
  const link = feed.match(/<item>[\s\S]*?<link>([^<]+)<\/link>/)?.[1];
  if (!link) throw new Error('the feed lists no post');
  const post = origin + new URL(link).pathname;
  expectPage(await get(post), 'text/html');
  return post;
});
if (origin.startsWith('https:')) {
  const { canonical, twin } = siteHosts(origin);
  await check(`https://${twin} redirects`, async () => {
    const { res } = await get(`https://${twin}/services?from=smoke`);
    const to = res.headers.get('location');
    if (res.status !== 301 || to !== `https://${canonical}/services?from=smoke`) throw new Error(`answered ${res.status}${to ? ` to ${to}` : ''}`);
    return `301 to ${to}`;
  });
  await check('HTTPS only', async () => {
    const hsts = (await get(`${origin}/`)).res.headers.get('strict-transport-security');
    if (!hsts) throw new Error('no Strict-Transport-Security header');
    return hsts;
  });
}
if (values.email) {
  await check('newsletter sign-up', async () => {
    const { res, body } = await get(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: values.email }),
    });
    const answer = JSON.parse(body);
    if (answer.error === 'turnstile_required') throw new Error('Turnstile is on, so a script cannot sign up: use the form on the home page instead');
    if (res.status !== 200 || !answer.ok) throw new Error(`answered ${res.status}: ${answer.message ?? body}`);
    return `stored in the lead outbox; ${origin}/blog/manage/leads shows it until it is delivered`;
  });
} else {
  console.log('skip  newsletter sign-up: give --email with an address of your own to try one');
}

console.log(failed ? `\n${failed} check${failed === 1 ? '' : 's'} failed.` : '\nAll checks passed.');
process.exit(failed ? 1 : 0);
