import { isbot } from 'isbot';

/**
 * Crawlers, link unfurlers and other automated clients, by isbot's maintained list: crawlers get the complete
 * document before the first byte (no streaming fallbacks), and visit counting leaves them out.
 */
export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && isbot(userAgent);
}
