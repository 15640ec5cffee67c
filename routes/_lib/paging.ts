/** Page numbers in listing URLs (?page=N): the same rules on /blog, the HTML sitemap and the manager. */

/** 1 when absent; null (answer 404) for anything but a plain positive number, so no odd URL can be indexed. */
export function pageParam(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
