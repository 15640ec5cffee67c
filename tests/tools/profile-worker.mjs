// node tests/tools/profile-worker.mjs [path ...] (after `npm run build:test`): a CPU profile of the worker in workerd,
// taken through its inspector while autocannon asks for each path (default: /time-poor-ceo, from memory after the
// first request) as `npm run bench` does. Writes tests/output/worker-<path>.cpuprofile (open it in Chrome DevTools)
// and prints its functions by self time (profile-top.mjs). PROFILE_SECONDS (10) sets each run's length.
// It talks to the inspector with `ws` (wrangler's own WebSocket client): wrangler's inspector proxy refused Node's.
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startServer } from './server.mjs';

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/time-poor-ceo'];
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const INSPECTOR = 8799;
const server = await startServer({ port: 8798, inspectorPort: INSPECTOR });
const out = path.join(root, 'tests/output');
mkdirSync(out, { recursive: true });
try {
  const inspector = `127.0.0.1:${INSPECTOR + Number(process.env.TOOLS_PORT_OFFSET ?? 0)}`;
  const [target] = await (await fetch(`http://${inspector}/json`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message.result);
  });
  const send = (method, params = {}) => new Promise((resolve) => (waiting.set(++id, resolve), socket.send(JSON.stringify({ id, method, params }))));
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  for (const p of PATHS) {
    const url = server.base + p;
    await autocannon({ url, connections: 16, duration: 2, headers: { 'x-test-country': 'GB' } });
    await send('Profiler.start');
    const run = await autocannon({ url, connections: 16, duration: SECONDS, headers: { 'x-test-country': 'GB' } });
    const { profile } = await send('Profiler.stop');
    const file = path.join(out, `worker${p.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\n${p}: ${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms; ${file}`);
    console.log(execFileSync('node', [path.join(import.meta.dirname, 'profile-top.mjs'), file, '20'], { encoding: 'utf8' }));
  }
  socket.close();
} finally {
  server.stop();
}
