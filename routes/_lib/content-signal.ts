/**
 * The site's content policy for crawlers, stated in robots.txt (routes/sitemap/xml.ts) in the contentsignals.org
 * format: each of the three uses, `yes` or `no`. One setting, CONTENT_SIGNAL (wrangler.toml [vars], docs/deploy.md);
 * the deploy preflight (worker/deploy-preflight.ts) refuses a value this does not read.
 */
export const CONTENT_SIGNAL_USES = ['search', 'ai-input', 'ai-train'] as const;

export const DEFAULT_CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';

/**
 * The value as robots.txt writes it (`search=yes, ai-input=yes, ai-train=no`: the uses in the order given, spaces
 * normalised), or null when it is not a list of known uses, each once, set to yes or no.
 */
export function readContentSignal(raw: string): string | null {
  const seen = new Set<string>();
  const parts = raw.split(',').map((part) => part.trim().toLowerCase());
  for (const part of parts) {
    const [use, value, ...rest] = part.split('=').map((s) => s.trim());
    if (rest.length || !CONTENT_SIGNAL_USES.includes(use as (typeof CONTENT_SIGNAL_USES)[number]) || (value !== 'yes' && value !== 'no') || seen.has(use!)) return null;
    seen.add(use!);
  }
  return parts.map((part) => part.replace(/\s*=\s*/, '=')).join(', ');
}
