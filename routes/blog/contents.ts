/**
 * The sections of a rendered post for its 'On this page' list: every <h2 id="…"> that routes/blog/markdown.ts
 * wrote, in order, with its text. Read from the HTML so the renderer keeps one job.
 */
import type { ContentsEntry } from '../_layout/on-this-page';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** A list is worth showing from two sections up. */
export const CONTENTS_MIN = 2;

export function contentsOf(html: string): ContentsEntry[] {
  return [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/gs)].map(([, id, inner]) => ({ id: decode(id!), label: decode(inner!.replace(/<[^>]*>/g, '')).trim() }));
}
