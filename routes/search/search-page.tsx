import { PageHeader } from '../_layout/page-header';
import { Pager } from '../_layout/pager';
import { SearchField } from '../_layout/search-field';
import { Container } from '../_layout/ui';
import { searchHref } from '../_lib/search-query';
import { routeByPath } from '../table';
import { searchField, searchPage } from './content';
import { searchCopy } from './results-copy';
import { Marked } from './marked';
import { SEARCH_ROUTE, SUGGEST_PATH } from './routes';
import type { SearchHit } from './search';

export interface SearchView {
  normal: string;
  page: number;
  pages: number;
  total: number;
  pageHits: SearchHit[];
  articles: SearchHit[];
  /** When nothing matched: the articles read most. */
  popular: SearchHit[];
}

const assessment = routeByPath('/assessment');

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="relative rounded-xl border border-ink-900/10 p-5 hover:border-ink-900/30">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{hit.kind}</p>
      <h3 className="mt-1 font-display text-lg font-bold text-ink-950">
        <a href={hit.path} className="card-link after:absolute after:inset-0">
          {hit.title}
        </a>
      </h3>
      {hit.snippet && (
        <p className="mt-2 text-ink-700">
          <Marked text={hit.snippet} />
        </p>
      )}
    </li>
  );
}

function Hits({ heading, hits }: { heading: string; hits: SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="font-display text-xl font-bold text-ink-950">{heading}</h2>
      <ul className="mt-4 space-y-4">
        {hits.map((h) => (
          <Hit key={h.path} hit={h} />
        ))}
      </ul>
    </section>
  );
}

function NothingFound({ popular }: { popular: SearchHit[] }) {
  const e = searchCopy.empty;
  return (
    <>
      <h2 className="mt-10 font-display text-xl font-bold text-ink-950">{e.heading}</h2>
      <p className="mt-2 max-w-2xl text-ink-700">{e.body}</p>
      <Hits heading={e.popular} hits={popular} />
      {assessment && (
        <p className="mt-10 max-w-2xl text-ink-700">
          {e.assessment} <a href={assessment.path} className="font-semibold underline">{e.assessmentLink}</a>
        </p>
      )}
    </>
  );
}

/** /search: the field, then the pages and a page of the articles matching, or what to read instead. */
export function SearchPage({ view, notice }: { view: SearchView | null; notice?: string }) {
  return (
    <>
      <PageHeader trail={[{ label: SEARCH_ROUTE.label, path: SEARCH_ROUTE.path }]} h1={searchPage.h1} lead={searchPage.lead} />
      <Container className="py-12">
        <SearchField action={SEARCH_ROUTE.path} suggest={SUGGEST_PATH} copy={searchField} value={view?.normal ?? ''} />
        {!view ? (
          <p className="mt-10 max-w-2xl text-ink-700" role={notice ? 'alert' : undefined}>
            {notice ?? searchCopy.blank}
          </p>
        ) : view.total + view.pageHits.length === 0 ? (
          <NothingFound popular={view.popular} />
        ) : (
          <>
            <p className="mt-8 text-ink-700" role="status">
              {searchCopy.found(view.total + view.pageHits.length, view.normal)}
            </p>
            <Hits heading={searchCopy.pagesHeading} hits={view.pageHits} />
            <Hits heading={searchCopy.articlesHeading} hits={view.articles} />
            <Pager page={view.page} pages={view.pages} href={(n) => searchHref(SEARCH_ROUTE.path, view.normal, n)} label={searchCopy.pagerLabel} labels={searchCopy.pager} />
          </>
        )}
      </Container>
    </>
  );
}
