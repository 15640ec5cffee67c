import { routeByPath, type RouteEntry } from '../table';

/** Onward links: labels come from the route table, and only pages that are actually served are linked. */
export function RelatedLinks({ paths, heading, headingId }: { paths: string[]; heading: string; headingId: string }) {
  const links = paths.map((p) => routeByPath(p)).filter((r): r is RouteEntry => r !== undefined);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-3xl font-bold tracking-tight text-ink-950">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {links.map((r) => (
          <li key={r.path}>
            <a
              href={r.path}
              className="group flex h-full flex-col rounded-2xl border border-ink-900/10 bg-white p-5 transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md"
            >
              <span className="flex items-center justify-between gap-3 font-semibold text-ink-950">
                {r.label}
                <span aria-hidden="true" className="text-accent-600 transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
              {r.summary && <span className="mt-2 text-sm leading-relaxed text-ink-600">{r.summary}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
