import { SELF } from 'cloudflare:test';

export const ORIGIN = 'https://www.executivesidekick.co.uk';

export interface FetchOptions {
  country?: string;
  cookie?: string;
  userAgent?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** A request as the edge would deliver it: `cf.country` set (or absent) explicitly. */
export function fetchPath(path: string, opts: FetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  return SELF.fetch(ORIGIN + path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body,
    redirect: 'manual',
    cf: opts.country ? { country: opts.country } : {},
  } as RequestInit);
}

export const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

export function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return m?.[1] && decode(m[1]);
}

export function title(html: string): string | undefined {
  const m = html.match(/<title>([^<]*)<\/title>/);
  return m?.[1] && decode(m[1]);
}

export function decode(s: string): string {
  return s
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

export function textOf(html: string): string {
  return decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** Waits, when need be, so that a run of requests does not straddle two of a rate limiter's clock-aligned minutes. */
export async function awayFromLimiterWindowEdge(marginMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
