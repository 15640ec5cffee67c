import { routeByPath } from '../table';
import { SITE } from '../_lib/site-config';
import { blogCopy } from './content';
import { smarten } from './typography';

/**
 * The end of an article: who wrote it. The author is the post's author field; the firm is described from its own
 * facts (routes/_lib/site-config.ts), and a named author gets no biography beyond whom they write for. Set in the
 * article's typography, like everything inside it.
 */
export function AuthorBox({ author, headingId }: { author: string; headingId: string }) {
  const about = routeByPath('/about');
  const copy = blogCopy.author;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl border border-ink-900/10 bg-ink-50 p-6 sm:flex-row">
      <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-xl bg-ink-950 font-display text-xl font-bold text-accent-400">
        ES
      </span>
      <div>
        <h2 id={headingId} className="text-xs font-semibold uppercase tracking-widest text-ink-600">
          {copy.heading}
        </h2>
        <p className="mt-2 font-display text-xl font-bold text-ink-950">
          <span className="sr-only">{copy.writtenBy} </span>
          {smarten(author)}
        </p>
        {author !== SITE.brand && <p className="mt-2 text-base text-ink-700">{smarten(copy.writesFor(author))}</p>}
        <p className="mt-2 text-base leading-relaxed text-ink-700">{smarten(copy.firm)}</p>
        {about && (
          <a href={about.path} className="mt-3 inline-block text-base font-semibold text-ink-900 underline underline-offset-4 hover:text-accent-700">
            {copy.about}
          </a>
        )}
      </div>
    </section>
  );
}
