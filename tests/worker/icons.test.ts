import { describe, expect, it } from 'vitest';
import { PACKAGES, PLAN_KEYS } from '../../routes/_lib/plans';
import { burnoutLevels } from '../../routes/home/content';
import { ROUTES } from '../../routes/table';
import emojiFont from '../tools/emoji-font.json';
import { fetchPath } from './helpers';

/**
 * Colour emoji render as empty boxes on machines without an emoji font, so the pages draw their icons as inline
 * SVG. The only emoji left are the ones the product names (the thermometer levels and the plan cards), and each
 * of those sits next to the words it stands for.
 */
const NAMED_EMOJI = new Set([...burnoutLevels.map((l) => l.emoji), ...PLAN_KEYS.map((k) => PACKAGES[k].emoji)]);
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;
const served = ROUTES.filter((r) => r.family !== 'blog-manage');

describe('icons', () => {
  for (const route of served) {
    it(`${route.path} draws its icons without emoji other than those the product names`, async () => {
      const html = await (await fetchPath(route.path, { country: 'GB' })).text();
      const stray = [...new Set(html.match(EMOJI) ?? [])].filter((e) => !NAMED_EMOJI.has(e));
      expect(stray).toEqual([]);
    });
  }

  it('the fallback emoji font has every emoji the product names, and the copy-email toast', () => {
    const inFont = new Set(emojiFont.characters);
    expect([...NAMED_EMOJI, '📋'].filter((e) => !inFont.has(e))).toEqual([]);
  });

  it('draws the service cards as SVG icons, hidden from screen readers', async () => {
    const html = await (await fetchPath('/', { country: 'GB' })).text();
    const section = html.slice(html.indexOf('id="services"'), html.indexOf('</section>', html.indexOf('id="services"')));
    expect(section.match(/<svg\b[^>]*\baria-hidden="true"/g)).toHaveLength(6);
  });
});
