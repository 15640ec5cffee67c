import type { ContentPage, ContentSection, WorkedExample } from '../_lib/content-types';
import { PageHeader } from './page-header';
import { Container, JsonLd } from './ui';
import { routeByPath } from '../table';
import { ClosingCta } from './closing-cta';
import { LONG_FORM_COPY, type ClosingCopy } from './copy';
import { FaqList } from './faq-list';
import { PlanCard } from './plan-card';
import { RelatedLinks } from './related-links';
import { OnThisPage } from './on-this-page';
import { headerDrawing, type Motif } from '../_lib/art/motifs';
import { seeded } from '../_lib/art/seed';

export interface Crumb {
  label: string;
  path: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The one long-form template behind persona, service-topic, topic and industry pages.
 * Family templates choose the breadcrumb trail, eyebrow, header motif, closing words and any extra structured data;
 * the header drawing is arranged by the page's path, so each page of a family has its own.
 */
export function LongFormPage({
  page,
  trail,
  eyebrow,
  motif,
  closing,
  jsonLd = [],
}: {
  page: ContentPage;
  trail: Crumb[];
  eyebrow: string;
  motif: Motif;
  closing: ClosingCopy;
  jsonLd?: object[];
}) {
  const toc = [
    ...page.sections.map((s) => ({ id: slug(s.heading), label: s.heading })),
    ...(page.example ? [{ id: 'worked-example', label: LONG_FORM_COPY.exampleEyebrow }] : []),
    ...(page.faqs.length ? [{ id: 'faqs', label: LONG_FORM_COPY.faqHeading }] : []),
  ];
  return (
    <>
      <PageHeader trail={trail} eyebrow={eyebrow} h1={page.h1} lead={page.lead} art={headerDrawing(motif, seeded(page.path))} />
      <Container className="py-12 md:py-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-x-16">
          <div className="min-w-0 max-w-3xl space-y-14 md:space-y-16">
            {page.sections.map((s) => (
              <Section key={s.heading} section={s} id={slug(s.heading)} />
            ))}
            {page.example && <Example example={page.example} />}
          </div>
          {/* Sticky beside the text, and never taller than the window: on a short screen it scrolls within itself, so
              its last link can still be seen and reached (the padding keeps focus rings inside its edges). */}
          <aside
            className="space-y-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:-m-3 lg:max-h-[calc(100dvh-var(--header-height)-2.25rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:p-3"
            aria-label="Plan and contents"
          >
            <OnThisPage entries={toc} headingId="toc-heading" className="hidden lg:block" />
            <PlanCard plan={page.plan} headingId="recommended-plan" />
          </aside>
          <div className="min-w-0 max-w-3xl space-y-14 md:space-y-16 lg:col-start-1 lg:row-start-2">
            {page.faqs.length > 0 && (
              <div id="faqs">
                <FaqList faqs={page.faqs} headingId="faqs-heading" heading={LONG_FORM_COPY.faqHeading} />
              </div>
            )}
            <RelatedLinks paths={page.related} heading={LONG_FORM_COPY.relatedHeading} headingId="related-heading" />
          </div>
        </div>
      </Container>
      <ClosingCta heading={closing.heading} body={closing.body} headingId="closing-heading" />
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}

function Section({ section, id }: { section: ContentSection; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl font-bold tracking-tight text-ink-950">
        {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="mt-4 text-lg leading-relaxed text-ink-800">
          {p}
        </p>
      ))}
      {section.points && (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {section.points.map((pt) => (
            <li key={pt.title} className="rounded-2xl border border-ink-900/10 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="mb-3 block h-1 w-8 rounded-full bg-accent-500" />
              <h3 className="font-semibold text-ink-950">{pt.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{pt.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Example({ example }: { example: WorkedExample }) {
  const labels = LONG_FORM_COPY.exampleLabels;
  const parts = [
    [labels.situation, example.situation],
    [labels.approach, example.approach],
    [labels.outcome, example.outcome],
  ] as const;
  return (
    <section id="worked-example" aria-labelledby="worked-example-heading" className="rounded-3xl bg-ink-950 p-6 text-white shadow-xl md:p-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{LONG_FORM_COPY.exampleEyebrow}</p>
      <h2 id="worked-example-heading" className="mt-3 font-display text-2xl font-bold tracking-tight md:text-3xl">
        {example.heading}
      </h2>
      <dl className="mt-8 space-y-6">
        {parts.map(([label, text]) => (
          <div key={label} className="border-l-2 border-accent-500 pl-5">
            <dt className="text-sm font-semibold uppercase tracking-wider text-accent-400">{label}</dt>
            <dd className="mt-2 leading-relaxed text-ink-100">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A parent page in the breadcrumb trail, only while that page is served. */
export function parentCrumb(path: string): Crumb[] {
  const route = routeByPath(path);
  return route ? [{ label: route.label, path: route.path }] : [];
}
