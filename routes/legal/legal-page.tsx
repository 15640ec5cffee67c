import { PageHeader } from '../_layout/page-header';
import { Container } from '../_layout/ui';
import type { PageBody } from '../_app/page-bodies';
import type { PageProps } from '../_app/page-types';
import { WithAddresses } from '../_layout/addresses';
import { formatUpdated, legalPages, type LegalBody } from './content';

const byPath = new Map(legalPages.map((p) => [p.path, p]));

/** One template for /privacy-policy, /terms-conditions and /cookies. */
export function LegalPage({ route, data }: PageProps<PageBody<LegalBody>>) {
  const page = { ...byPath.get(route.path)!, ...data.body };
  return (
    <>
      <PageHeader trail={[{ label: page.h1, path: page.path }]} h1={page.h1} lead={page.intro}>
        <p className="mt-4 text-sm text-ink-600">
          Last updated <time dateTime={page.updated}>{formatUpdated(page.updated)}</time>
        </p>
      </PageHeader>
      <Container className="py-12">
        <div className="prose-legal max-w-3xl">
          {page.sections.map((s) => (
            <section key={s.heading} className="mt-10 first:mt-0">
              <h2 className="font-display text-2xl font-bold text-ink-950">{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-4 leading-relaxed text-ink-800">
                  <WithAddresses text={p} />
                </p>
              ))}
              {s.items && (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-800">
                  {s.items.map((item) => (
                    <li key={item}>
                      <WithAddresses text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
