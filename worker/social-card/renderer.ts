/**
 * Draws a social card (routes/_lib/social-card.ts) to PNG: satori lays it out as SVG, resvg's WebAssembly build
 * rasterises it. The same code runs in workerd (worker/social-card/draw.ts, loaded only when a card is drawn) and
 * in Node at build time (worker/build/social-cards.ts); each passes its own way of loading the two WebAssembly
 * modules and the fonts. satori stays on 0.32.x: later versions read self.location, which workerd does not have.
 */
import satori, { init as initSatori } from 'satori/standalone';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { CARD_SIZE, cardTree, type CardSubject } from '../../routes/_lib/social-card';

type WasmInput = Parameters<typeof initWasm>[0];

export interface RendererInputs {
  yoga: WasmInput;
  resvg: WasmInput;
  /** Serif 700 for the title and brand, Sans 400 for the rest; .woff (satori cannot read woff2). */
  fonts: { serif: ArrayBuffer; sans: ArrayBuffer };
}

let ready: Promise<void> | undefined;

export async function renderCard(subject: CardSubject, inputs: () => Promise<RendererInputs> | RendererInputs): Promise<Uint8Array> {
  const loaded = await inputs();
  ready ??= Promise.all([initSatori(loaded.yoga as Parameters<typeof initSatori>[0]), initWasm(loaded.resvg)]).then(
    () => undefined,
    (err: unknown) => {
      ready = undefined;
      throw err;
    },
  );
  await ready;
  const svg = await satori(cardTree(subject) as unknown as Parameters<typeof satori>[0], {
    ...CARD_SIZE,
    fonts: [
      { name: 'Serif', data: loaded.fonts.serif, weight: 700, style: 'normal' },
      { name: 'Sans', data: loaded.fonts.sans, weight: 400, style: 'normal' },
    ],
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_SIZE.width } }).render();
  const bytes = png.asPng();
  png.free();
  return bytes;
}
