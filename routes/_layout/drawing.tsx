import { createElement } from 'react';
import { attributesOf, ROOT_ATTRIBUTES, type Drawing } from '../_lib/art/drawing';
import { TONES, type Tone } from '../_lib/art/palette';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
const props = (list: [string, string | number][]) => Object.fromEntries(list.map(([k, v]) => [camel(k), v]));
const ROOT = props(Object.entries(ROOT_ATTRIBUTES));

/**
 * A drawing (routes/_lib/art/drawing.ts) as inline SVG, in the tone of the section it sits in. With `label` it is an
 * image with that text alternative; without, it is decorative and hidden from assistive technology. Its width and
 * height attributes give the box its aspect ratio before any CSS loads, so it never shifts the layout; size it with
 * the class (full width, auto height by default).
 */
export function DrawingSvg({ drawing, tone, label, className = 'h-auto w-full' }: { drawing: Drawing; tone: Tone; label?: string; className?: string }) {
  const { width, height } = drawing;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      {...ROOT}
    >
      {drawing.background && <rect width={width} height={height} fill={TONES[tone][drawing.background]} />}
      {drawing.shapes.map((shape, i) => createElement(shape.tag, { key: i, ...props(attributesOf(shape, tone)) }, shape.text))}
    </svg>
  );
}
