// npm run emoji-font: rebuilds public/fonts/sidekick-emoji.woff2, the few emoji the product names, cut from
// Noto Emoji (SIL Open Font License, public/fonts/OFL.txt). The site's font stacks end with the platforms' colour
// emoji fonts and then this one, so it is downloaded only where none of those is installed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '../..');
const { characters } = JSON.parse(await readFile(path.join(import.meta.dirname, 'emoji-font.json'), 'utf8'));
const source = await readFile(path.join(root, 'node_modules/@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff2'));
const font = await subsetFont(source, characters, { targetFormat: 'woff2' });
await writeFile(path.join(root, 'public/fonts/sidekick-emoji.woff2'), font);
console.log(`public/fonts/sidekick-emoji.woff2: ${[...characters].length} emoji, ${font.length} bytes`);
