import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES, PLAN_KEYS } from '../../routes/_lib/plans';
import { burnoutLevels } from '../../routes/_lib/burnout-levels';
import { expect, test, wakeIslands } from './fixtures';

/**
 * The emoji the product names are drawn by one font face, limited by its unicode-range to those characters: the
 * platform's colour emoji font where there is one, else the small cut of Noto Emoji in public/fonts.
 */
const named = [...burnoutLevels.map((l) => l.emoji), ...PLAN_KEYS.map((k) => PACKAGES[k].emoji), '📋'];

test('the emoji face covers every emoji the product names, and loads on the home page', async ({ page, consoleProblems }) => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../../client/styles.css'), 'utf8');
  const range = css.match(/font-family: 'Sidekick Emoji';[^}]*unicode-range:([^;]+);/)?.[1] ?? '';
  const inRange = new Set(range.split(',').map((u) => String.fromCodePoint(parseInt(u.trim().replace(/^U\+/, ''), 16))));
  expect(named.filter((e) => !inRange.has(e))).toEqual([]);

  await page.goto('/');
  await wakeIslands(page);
  const states = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Sidekick Emoji').map((f) => f.status);
  });
  expect(states).toEqual(['loaded']);
  void consoleProblems;
});
