import { PAGER } from './copy';

/** Previous / "Page N of M" / Next, in the words the listing gives; links carry rel prev and next. Nothing when there is one page. */
export function Pager({
  page,
  pages,
  href,
  label,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The navigation's name: what is paged through. */
  label: string;
  labels: { prev: string; next: string };
}) {
  if (pages <= 1) return null;
  const link = 'font-semibold text-ink-900 underline-offset-4 hover:underline';
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-between gap-4 border-t border-ink-900/10 pt-6">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={link}>
          ← {labels.prev}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600">{PAGER.pageOf(page, pages)}</p>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className={link}>
          {labels.next} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
