import { describe, expect, it } from 'vitest';
import { PACKAGES, PLAN_KEYS } from '../../routes/_lib/plans';
import { burnoutLevels } from '../../routes/_lib/burnout-levels';
import { ROUTES } from '../../routes/table';
import { SERVICE_SPOTS } from '../../routes/_layout/service-spots';
import { services } from '../../routes/services/content';
import { expectedShapes, shapesInMarkup } from './drawn-shapes';
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

  /** Each service's card on a page, by its heading, as served. */
  const cardsOn = {
    // The home page's cards are the list items of the services section.
    '/': (html: string) => {
      const section = html.slice(html.indexOf('id="services"'), html.indexOf('</section>', html.indexOf('id="services"')));
      return (name: string) => section.split(/<li[\s>]/).find((item) => item.includes(`>${name.replace(/&/g, '&amp;')}</h3>`)) ?? '';
    },
    // /services gives each service a section of its own.
    '/services': (html: string) => (name: string) => html.match(new RegExp(`<section id="${services.find((s) => s.name === name)!.key}"[\\s\\S]*?</section>`))?.[0] ?? '',
  };

  for (const [path, cards] of Object.entries(cardsOn)) {
    it(`${path} draws each service's card with that service's drawing, hidden from screen readers`, async () => {
      const cardOf = cards(await (await fetchPath(path, { country: 'GB' })).text());
      const problems: string[] = [];
      for (const s of services) {
        const card = cardOf(s.name);
        const drawn = shapesInMarkup(card);
        if (!card) problems.push(`${s.name}: no card`);
        else if (!drawn) problems.push(`${s.name}: no drawing`);
        else if (!drawn.hidden) problems.push(`${s.name}: its drawing is not hidden from screen readers`);
        else if (drawn.shapes.join('\n') !== expectedShapes(SERVICE_SPOTS[s.key], 'light').join('\n')) problems.push(`${s.name}: another drawing than its own`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("reads a card's drawing by its shapes, so a missing or swapped drawing is told apart", () => {
    const [a, b] = [SERVICE_SPOTS['executive-support'], SERVICE_SPOTS['business-systems']];
    expect(expectedShapes(a, 'light')).not.toEqual(expectedShapes(b, 'light'));
    expect(shapesInMarkup('<li><h3>Executive Support</h3></li>')).toBeNull();
  });
});
