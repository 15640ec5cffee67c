import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from '../playwright.config';

/**
 * What the site answered and what went wrong in the page, the same way in every engine. The journeys reach the
 * site through this proxy on 127.0.0.1, which:
 *
 * - adds the test hooks' headers (x-test-country stands in for request.cf.country; x-test-client-ip makes each
 *   journey its own visitor), which WebDriver cannot set on a browser's requests;
 * - notes every answer of 400 or more that the journey did not expect;
 * - puts one same-origin script first in each page's head (RECORDER below) that reports uncaught errors, rejected
 *   promises, console errors and policy violations back here: classic WebDriver, all that drives WebKit here, has no
 *   console or error events of its own.
 */
export interface JourneyProxy {
  origin: string;
  /** Starts a journey: a new visitor from `country`, no problems noted, no error answers expected. */
  begin(country?: string): void;
  /** An answer of this status on this path is part of the journey (the 404 page's own document). */
  expectStatus(path: string, status: number): void;
  problems(): string[];
  close(): Promise<void>;
}

const RECORDER_PATH = '/__journey/recorder.js';
const REPORT_PATH = '/__journey/report';

const RECORDER = `(() => {
  const report = (kind, text) => navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, kind + ' on ' + location.pathname + ': ' + text);
  addEventListener('error', (e) => report('uncaught error', e.message));
  addEventListener('unhandledrejection', (e) => report('unhandled rejection', String(e.reason && (e.reason.stack || e.reason))));
  document.addEventListener('securitypolicyviolation', (e) => report('policy violation', e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')));
  const error = console.error;
  console.error = (...args) => { report('console error', args.map(String).join(' ')); error.apply(console, args); };
})();`;

let visitors = 0;

export async function startJourneyProxy(): Promise<JourneyProxy> {
  let country = 'GB';
  let visitor = '';
  let problems: string[] = [];
  let expected = new Set<string>();

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === RECORDER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return res.end(RECORDER);
    }
    if (path === REPORT_PATH) {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        problems.push(text);
        res.writeHead(204).end();
      });
      return;
    }
    const headers: IncomingHttpHeaders = { ...req.headers, 'x-test-country': country, 'x-test-client-ip': visitor };
    // Pages are rewritten below, so they must arrive uncompressed.
    delete headers['accept-encoding'];
    const upstream = request({ host: '127.0.0.1', port: E2E_PORT, method: req.method, path, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const pathOnly = path.split('?')[0];
      if (status >= 400 && !expected.has(`${status} ${pathOnly}`)) problems.push(`${status} for ${req.method} ${path}`);
      const isPage = answer.headers['content-type']?.startsWith('text/html');
      if (!isPage || req.method === 'HEAD') {
        res.writeHead(status, answer.headers);
        return answer.pipe(res);
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head(\s[^>]*)?>/, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
        const { 'content-length': _, 'transfer-encoding': __, ...rest } = answer.headers;
        res.writeHead(status, rest);
        res.end(html);
      });
    });
    upstream.on('error', (err) => {
      problems.push(`proxy could not reach the site for ${path}: ${err.message}`);
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    begin(newCountry = 'GB') {
      country = newCountry;
      visitor = `2001:db8:e2e:f0::${process.pid.toString(16)}:${(++visitors).toString(16)}`;
      problems = [];
      expected = new Set();
    },
    expectStatus(path, status) {
      expected.add(`${status} ${path}`);
    },
    problems: () => [...problems],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
