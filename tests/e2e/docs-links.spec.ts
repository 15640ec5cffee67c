/**
 * Every relative link in the README and docs/ leads somewhere: the file exists, and a `#fragment` into a Markdown
 * file names one of its headings (as GitHub makes heading anchors). Runs in Node, no browser.
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's heading anchor: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.replace(/```[\s\S]*?```/g, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').filter((url) => !/^[a-z]+:/i.test(url));
}

test('the anchor rule matches GitHub on headings with code and punctuation', () => {
  expect(headingAnchor('What `npm run deploy` does')).toBe('what-npm-run-deploy-does');
  expect(headingAnchor("Moved, deleted and scheduled articles")).toBe('moved-deleted-and-scheduled-articles');
});

for (const document of documents) {
  test(`every relative link in ${document} resolves`, () => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const broken: string[] = [];
    for (const link of relativeLinks(text)) {
      const [target, fragment] = link.split('#');
      const file = target ? path.resolve(path.dirname(path.join(root, document)), decodeURI(target)) : path.join(root, document);
      if (!existsSync(file)) {
        broken.push(`${link} (no such file)`);
        continue;
      }
      if (fragment && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(fragment)) {
        broken.push(`${link} (no such heading)`);
      }
    }
    expect(broken, `broken links in ${document}`).toEqual([]);
  });
}

test('the README fits on a screen or two: under 8 KB', () => {
  expect(readFileSync(path.join(root, 'README.md')).byteLength).toBeLessThan(8 * 1024);
});
