import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container, Section, SectionHeading } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import { CLOSING } from '../_layout/copy';
import { FaqList } from '../_layout/faq-list';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { hero } from '../home/content';
import { aboutPage } from './content';
import { NumberedSteps } from '../_layout/numbered-steps';

/** /about: who we are, the claims, how we work, values, why fractional, FAQs. */
export function AboutPage({ route }: PageProps) {
  const { story, approach, values, whyFractional } = aboutPage;
  // The same headline claims as the home hero, so the two pages can never disagree.
  const claims = hero.claims;
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow={`About ${SITE.brand}`} h1={aboutPage.h1} lead={aboutPage.lead} />

      <section aria-labelledby="glance-heading" className="border-b border-ink-900/10 bg-white">
        <Container className="py-10">
          <h2 id="glance-heading" className="sr-only">
            At a glance
          </h2>
          <dl className="grid gap-6 sm:grid-cols-3">
            {claims.map((c) => (
              <div key={c.label} className="flex flex-col-reverse py-2 text-center">
                <dt className="mt-2 text-sm font-semibold uppercase tracking-widest text-ink-600">{c.label}</dt>
                <dd className="font-display text-4xl font-bold text-ink-950 md:text-5xl">{c.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 rounded-2xl bg-ink-50 px-6 py-5">
            <p className="text-center text-xs font-semibold uppercase tracking-widest text-ink-600">Typical results for our clients</p>
            <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
              {SITE.typicalResults.map((r) => (
                <div key={r.label} className="flex flex-col-reverse text-center">
                  <dt className="mt-1 text-sm text-ink-700">{r.label}</dt>
                  <dd className="font-display text-2xl font-bold text-accent-700">{r.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <Section labelledBy="story-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
          <SectionHeading id="story-heading" eyebrow="Our story" title={story.heading} />
          <div className="space-y-5">
            {story.paragraphs.map((p) => (
              <p key={p} className="text-lg leading-relaxed text-ink-800">
                {p}
              </p>
            ))}
          </div>
        </div>
      </Section>

      <Section labelledBy="approach-heading" className="bg-ink-50">
        <SectionHeading id="approach-heading" eyebrow="Our approach" title={approach.heading} lead={approach.paragraphs[0]} />
        {approach.paragraphs.slice(1).map((p) => (
          <p key={p} className="mb-6 max-w-3xl text-lg leading-relaxed text-ink-800">
            {p}
          </p>
        ))}
        <NumberedSteps steps={approach.points} />
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" eyebrow="Values" title={values.heading} />
        <ul className="grid gap-5 sm:grid-cols-2">
          {values.items.map((v) => (
            <li key={v.title} className="rounded-2xl border border-ink-900/10 p-6">
              <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-accent-500" />
              <h3 className="font-display text-xl font-bold text-ink-950">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{v.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="why-heading" className="bg-ink-950 text-white">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">Why fractional</p>
            <h2 id="why-heading" className="font-display text-3xl font-bold tracking-tight md:text-4xl">
              {whyFractional.heading}
            </h2>
            {whyFractional.paragraphs.map((p) => (
              <p key={p} className="mt-5 text-lg leading-relaxed text-ink-200">
                {p}
              </p>
            ))}
            <a href="/services" className={`mt-8 ${buttonClass('primary')}`}>
              Explore our services
            </a>
          </div>
          <ul className="grid content-start gap-4 sm:grid-cols-2">
            {whyFractional.points.map((pt) => (
              <li key={pt.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <h3 className="text-lg font-semibold">{pt.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-200">{pt.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Container className="py-16 md:py-24">
        <div className="max-w-3xl">
          <FaqList faqs={aboutPage.faqs} headingId="about-faqs" />
        </div>
      </Container>

      <ClosingCta heading={CLOSING.about.heading} body={CLOSING.about.body} headingId="closing-heading" />
    </>
  );
}
