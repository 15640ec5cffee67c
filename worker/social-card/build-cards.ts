/**
 * Every route-table page's card, drawn in Node for the build (worker/build/social-cards.ts), each with the file
 * name its page links (routes/_layout/page-card.ts). The WebAssembly and fonts are the ones the worker imports,
 * read from node_modules.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildCardPath } from '../../routes/_lib/social-card';
import { pageCardSubject } from '../../routes/_layout/page-card';
import { ROUTES } from '../../routes/table';
import { renderCard, type RendererInputs } from './renderer';

const require = createRequire(import.meta.url);
const file = async (id: string) => new Uint8Array(await readFile(require.resolve(id)));
const buffer = async (id: string) => (await file(id)).buffer as ArrayBuffer;

export const nodeRendererInputs = async (): Promise<RendererInputs> => ({
  yoga: await file('satori/yoga.wasm'),
  resvg: await file('@resvg/resvg-wasm/index_bg.wasm'),
  fonts: {
    serif: await buffer('@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff'),
    sans: await buffer('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  },
});

export async function buildCards(): Promise<{ fileName: string; source: Uint8Array }[]> {
  const inputs = await nodeRendererInputs();
  const cards = [];
  for (const route of ROUTES) {
    const subject = pageCardSubject(route);
    cards.push({ fileName: buildCardPath(route.path, subject).slice(1), source: await renderCard(subject, () => inputs) });
  }
  return cards;
}
