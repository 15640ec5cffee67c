/**
 * A drawing is data: shapes that name colour roles (./palette.ts), drawn in the one line style. It becomes markup
 * twice over from the same list: a standalone SVG string here (covers, served as images and reusable for social
 * cards), and inline SVG through routes/_layout/drawing.tsx.
 */
import { LINE, TONES, type Role, type Tone } from './palette';

export interface Shape {
  tag: 'rect' | 'circle' | 'line' | 'path' | 'text';
  /** Position and size, as SVG attributes. */
  at: Record<string, number | string>;
  fill?: Role;
  stroke?: Role;
  /** Dashed outline: hours or work that moved. */
  dashed?: boolean;
  text?: string;
}

export interface Drawing {
  width: number;
  height: number;
  /** Fills the whole drawing first; none leaves the section's own background showing. */
  background?: Role;
  shapes: Shape[];
}

interface Paint {
  fill?: Role;
  stroke?: Role;
  dashed?: boolean;
}

const round = (n: number) => Math.round(n * 10) / 10;

export const box = (x: number, y: number, width: number, height: number, paint: Paint, radius: number = LINE.radius): Shape => ({
  tag: 'rect',
  at: { x: round(x), y: round(y), width: round(width), height: round(height), rx: radius },
  ...paint,
});

export const dot = (cx: number, cy: number, r: number, paint: Paint): Shape => ({ tag: 'circle', at: { cx: round(cx), cy: round(cy), r: round(r) }, ...paint });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: Role, dashed = false): Shape => ({
  tag: 'line',
  at: { x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2) },
  stroke,
  dashed,
});

export const path = (points: [number, number][], paint: Paint, closed = false): Shape => ({
  tag: 'path',
  at: { d: points.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join('') + (closed ? 'Z' : '') },
  ...paint,
});

export const label = (x: number, y: number, text: string, size: number, fill: Role = 'text', anchor: 'start' | 'middle' | 'end' = 'start', weight = 400): Shape => ({
  tag: 'text',
  at: { x: round(x), y: round(y), 'font-size': size, 'text-anchor': anchor, 'font-weight': weight },
  fill,
  text,
});

/** The attributes of one shape in a tone, kebab-case as in SVG; strokes stay 2 px whatever the drawing's scale. */
export function attributesOf(shape: Shape, tone: Tone): [string, string | number][] {
  const colours = TONES[tone];
  const out: [string, string | number][] = Object.entries(shape.at);
  if (shape.fill) out.push(['fill', colours[shape.fill]]);
  if (shape.stroke) {
    out.push(['stroke', colours[shape.stroke]], ['vector-effect', 'non-scaling-stroke']);
    if (shape.dashed) out.push(['stroke-dasharray', LINE.dash]);
  }
  return out;
}

/** Attributes every drawing's root carries: children inherit the line style from them. */
export const ROOT_ATTRIBUTES = { fill: 'none', 'stroke-width': LINE.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);
const attrs = (list: [string, string | number][]) => list.map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('');

/** A standalone SVG document (for an <img>, a file or a social card renderer), in the given tone. */
export function svgMarkup(drawing: Drawing, tone: Tone): string {
  const { width, height } = drawing;
  const root: [string, string | number][] = [['xmlns', 'http://www.w3.org/2000/svg'], ['width', width], ['height', height], ['viewBox', `0 0 ${width} ${height}`], ...Object.entries(ROOT_ATTRIBUTES)];
  const background = drawing.background ? `<rect width="${width}" height="${height}" fill="${TONES[tone][drawing.background]}"/>` : '';
  const shapes = drawing.shapes
    .map((s) => (s.text === undefined ? `<${s.tag}${attrs(attributesOf(s, tone))}/>` : `<${s.tag}${attrs(attributesOf(s, tone))}>${escapeXml(s.text)}</${s.tag}>`))
    .join('');
  return `<svg${attrs(root)}>${background}${shapes}</svg>`;
}

/**
 * The same document as a data: URL for an <img> (the pages' Content Security Policy allows data: images). Attribute
 * quotes become apostrophes (no value contains one: escapeXml encodes them), and only what a URL may not hold is
 * percent-encoded, which keeps it about as short as the markup.
 */
export const svgDataUrl = (svg: string) => `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>\s{}|\\^`[\]]/g, encodeURIComponent)}`;
