/**
 * A page's social card (its Open Graph image, 1200 x 630) as data: the layout satori draws, in the style of the
 * site's own card (public/og-image.png): the brand mark top left, the family's label in orange, the title in white
 * serif on navy, and the brand line at the foot. Pure, so the build (worker/build/social-cards.ts) and the worker's
 * renderer (worker/social-card/) draw the same card, and the page and the build agree on its file name.
 */
import { SITE } from './site-config';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Change when the layout changes, so every card gets a new file name and no cache keeps the old picture. */
const CARD_DESIGN = 1;

export interface CardSubject {
  title: string;
  /** The family's label: a persona, an industry, a guide, an article's topic. */
  label: string;
  /** A picture for the right-hand side (an article's cover), as an SVG document. */
  pictureSvg?: string;
  /** Or a photograph for the right-hand side, 510 x 630, as a JPEG data: URL (an article's uploaded cover). */
  photo?: string;
}

/** The site's card, for a page with none of its own and for an article whose card could not be drawn. */
export const SITE_CARD = { src: '/og-image.png', alt: `${SITE.brand}: the strategic sidekick for leaders carrying too much.` } as const;

/** A page title without the brand suffix the document title carries ('… | Executive Sidekick'). */
export const cardTitle = (title: string) => title.replace(new RegExp(`\\s*[|–-]\\s*${SITE.brand}$`), '').trim();

export const cardAlt = (subject: Pick<CardSubject, 'title' | 'label'>) => `${subject.label}: ${subject.title}. ${SITE.brand}.`;

/** FNV-1a, 32 bits, base 36: short, stable, and the same in Node and workerd. */
export function cardHash(...parts: string[]): string {
  let h = 0x811c9dc5;
  for (const ch of [String(CARD_DESIGN), ...parts].join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** Where the build puts a table page's card: named after the page and versioned by what it shows. */
export function buildCardPath(path: string, subject: CardSubject): string {
  const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return `/assets/cards/${name}-${cardHash(path, subject.title, subject.label)}.png`;
}

type Style = Record<string, string | number>;
export interface CardNode {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: (CardNode | string)[] | CardNode | string };
}
const el = (type: string, style: Style, children?: CardNode['props']['children'], extra: Partial<CardNode['props']> = {}): CardNode => ({
  type,
  props: { style, children, ...extra },
});

const NAVY = '#0b1324';
const ORANGE = '#f5b94a';

/** The card's layout for satori (its element objects; no React needed). Fonts: 'Serif' 700 and 'Sans' 400. */
export function cardTree(subject: CardSubject): CardNode {
  const { width, height } = CARD_SIZE;
  const picture = subject.pictureSvg ?? subject.photo;
  const textWidth = picture ? 560 : 1040;
  const long = subject.title.length > (picture ? 40 : 70);
  const base64 = picture ? btoa(String.fromCharCode(...new TextEncoder().encode(picture))) : '';
  return el('div', { width, height, display: 'flex', position: 'relative', backgroundColor: NAVY, color: '#ffffff', fontFamily: 'Sans' }, [
    // The cover's right half (its motif, x 600 to 1120 of 1200) at nine tenths, clipped to the card's right side.
    ...(subject.photo
      ? [el('img', { position: 'absolute', top: 0, left: 690, width: 510, height }, undefined, { src: subject.photo, width: 510, height })]
      : subject.pictureSvg
      ? [el('div', { position: 'absolute', top: 0, left: 690, width: 510, height, display: 'flex', overflow: 'hidden' }, [
          el('img', { position: 'absolute', left: -530, top: 32, width: 1080, height: 567 }, undefined, { src: `data:image/svg+xml;base64,${base64}`, width: 1080, height: 567 }),
        ])]
      : []),
    el('div', { display: 'flex', flexDirection: 'column', padding: '70px 80px 64px', width: textWidth + 160, height }, [
      el('div', { display: 'flex', alignItems: 'center' }, [
        el('div', { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 66, height: 66, borderRadius: 12, border: '2px solid #2b3550', backgroundColor: '#172039', color: ORANGE, fontFamily: 'Serif', fontSize: 28 }, 'ES'),
        el('div', { marginLeft: 20, fontFamily: 'Serif', fontSize: 34 }, SITE.brand),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }, [
        el('div', { color: ORANGE, fontSize: 30, marginBottom: 18 }, subject.label),
        el('div', { fontFamily: 'Serif', fontSize: long ? 50 : 64, lineHeight: 1.15, maxWidth: textWidth }, subject.title),
      ]),
      el('div', { color: '#cbd2e1', fontSize: 28 }, picture ? `Insights · ${new URL(SITE.origin).hostname}` : 'Fractional chief of staff · marketing strategy · executive support · UK & US'),
    ]),
  ]);
}
