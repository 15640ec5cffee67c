/**
 * A server island and its client module cannot drift apart: every <Island name="…"> in routes/ has a module of that
 * name in client/islands/ (which the loader finds by its file name), and every module there is used by some page.
 */
import { describe, expect, it } from 'vitest';

const modules = Object.keys(import.meta.glob('../../client/islands/*.{ts,tsx}')).map((file) => file.replace(/^.*\/|\.tsx?$/g, ''));
const views = import.meta.glob<string>('../../routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });
const used = new Map<string, string[]>();
for (const [file, source] of Object.entries(views)) {
  for (const [, name] of source.matchAll(/<Island\b[^>]*?\bname="([^"]+)"/g)) used.set(name!, [...(used.get(name!) ?? []), file]);
}

describe('islands', () => {
  it('are found in the pages, each with a literal name', () => {
    expect(used.size).toBeGreaterThan(5);
    const unnamed = Object.entries(views).filter(([, source]) => /<Island\b(?![^>]*?\bname=")/.test(source));
    expect(unnamed.map(([file]) => file), '<Island> without a literal name="…"').toEqual([]);
  });

  it('each have the client module of their name', () => {
    const missing = [...used].filter(([name]) => !modules.includes(name)).map(([name, files]) => `${name} (in ${files.join(', ')})`);
    expect(missing, 'islands used with no module in client/islands/').toEqual([]);
  });

  it('are each used by some page: no module in client/islands/ is left behind', () => {
    expect(modules.filter((name) => !used.has(name))).toEqual([]);
  });
});
