import { LONG_FORM_COPY } from './copy';

export interface ContentsEntry {
  id: string;
  label: string;
}

/** 'On this page': plain links to a page's sections, no script. The caller places it (column, stickiness, when shown). */
export function OnThisPage({ entries, headingId, className }: { entries: ContentsEntry[]; headingId: string; className: string }) {
  return (
    <nav aria-labelledby={headingId} className={`rounded-2xl border border-ink-900/10 bg-ink-50 p-5 ${className}`}>
      <h2 id={headingId} className="text-xs font-semibold uppercase tracking-widest text-ink-600">
        {LONG_FORM_COPY.tocHeading}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`} className="text-ink-800 underline-offset-4 hover:text-ink-950 hover:underline">
              {t.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
