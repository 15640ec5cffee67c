/** Crawlers and link unfurlers: they get the complete document before the first byte (no streaming fallbacks). */
const BOT_UA = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|whatsapp|telegram|discord|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_UA.test(userAgent);
}
