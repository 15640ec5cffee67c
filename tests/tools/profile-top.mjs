// node tests/tools/profile-top.mjs <file.cpuprofile> [count]: a V8 CPU profile's functions by self time, the top
// `count` (20), with their share of the samples and where they are. For a profile taken with `node --cpu-prof`
// (npm run bench:hit) or saved from workerd's inspector (wrangler dev --inspector-port, Chrome DevTools' Profiler).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { table } from './server.mjs';

const [file, count = '20'] = process.argv.slice(2);
if (!file) throw new Error('Usage: node tests/tools/profile-top.mjs <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (const id of profile.samples) {
  const { callFrame: f } = nodes.get(id);
  const name = `${f.functionName || '(anonymous)'} ${f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
  self.set(name, (self.get(name) ?? 0) + 1);
}
const total = profile.samples.length;
table(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([fn, n]) => ({ 'self %': ((n / total) * 100).toFixed(1), function: fn })),
);
