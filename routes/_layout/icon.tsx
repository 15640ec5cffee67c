/// <reference path="./lucide-static.d.ts" />
import { createElement } from 'react';
import calendarCheck from 'lucide-static/dist/esm/icons/calendar-check.mjs';
import clipboardCopy from 'lucide-static/dist/esm/icons/clipboard-copy.mjs';
import compass from 'lucide-static/dist/esm/icons/compass.mjs';
import handshake from 'lucide-static/dist/esm/icons/handshake.mjs';
import mapPin from 'lucide-static/dist/esm/icons/map-pin.mjs';
import megaphone from 'lucide-static/dist/esm/icons/megaphone.mjs';
import pause from 'lucide-static/dist/esm/icons/pause.mjs';
import play from 'lucide-static/dist/esm/icons/play.mjs';
import printer from 'lucide-static/dist/esm/icons/printer.mjs';
import trendingUp from 'lucide-static/dist/esm/icons/trending-up.mjs';
import wrench from 'lucide-static/dist/esm/icons/wrench.mjs';

/**
 * Icons drawn as inline SVG from the Lucide set (lucide-static), so they render on every machine: emoji need a
 * colour emoji font and show as empty boxes without one. The markup is bundled at build time and rendered on
 * the server; no script draws them. They are decorative: the text next to each says what it means.
 */
const SOURCES = {
  'calendar-check': calendarCheck,
  'clipboard-copy': clipboardCopy,
  compass,
  handshake,
  'map-pin': mapPin,
  megaphone,
  pause,
  play,
  printer,
  'trending-up': trendingUp,
  wrench,
};
export type IconName = keyof typeof SOURCES;

type Shape = [tag: string, attributes: Record<string, string>];

/** Lucide's shapes are self-closing elements with plain attributes (d, cx, r, x1, points...): read them once. */
function shapesOf(svg: string): Shape[] {
  const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
  return [...inner.matchAll(/<(\w+)([^>]*?)\/>/g)].map(([, tag, attrs]) => [
    tag!,
    Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  ]);
}

const SHAPES = Object.fromEntries(Object.entries(SOURCES).map(([name, svg]) => [name, shapesOf(svg)])) as Record<IconName, Shape[]>;

/** A decorative icon in the current text colour; size it with the class (1.25 rem square by default). */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {SHAPES[name].map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
