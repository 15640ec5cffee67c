/**
 * The card renderer as workerd loads it: its own chunk, imported only when the manager draws an article's card
 * (worker/services.ts), so the two WebAssembly modules (about 2.5 MB) and the fonts never weigh on the startup
 * module. WebAssembly is imported as compiled modules: workerd refuses to compile it from bytes at run time.
 */
import yoga from 'satori/yoga.wasm';
import resvg from '@resvg/resvg-wasm/index_bg.wasm';
import serif from '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff?inline';
import sans from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline';
import type { CardSubject } from '../../routes/_lib/social-card';
import { renderCard } from './renderer';

/** A `data:` URL's bytes (Vite's `?inline` gives the fonts as base64). */
function dataUrlBytes(url: string): ArrayBuffer {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export const drawCard = (subject: CardSubject) =>
  renderCard(subject, () => ({ yoga, resvg, fonts: { serif: dataUrlBytes(serif), sans: dataUrlBytes(sans) } }));
