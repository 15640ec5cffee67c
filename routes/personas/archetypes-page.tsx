import { PageHeader } from '../_layout/page-header';
import { Container, JsonLd } from '../_layout/ui';
import { CLOSING } from '../_layout/copy';
import { ClosingCta } from '../_layout/closing-cta';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { archetypesPage, personas } from './content';

const GROUPS = ['CEO', 'COO', 'CMO'] as const;

/** /archetypes: the twelve persona pages, grouped by role, each card linking to its page. */
export function ArchetypesPage({ route }: PageProps) {
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="Leadership archetypes" h1={archetypesPage.h1} lead={archetypesPage.lead}>
        <ul className="mt-8 flex flex-wrap gap-2 text-sm font-semibold">
          {GROUPS.map((g) => (
            <li key={g}>
              <a href={`#${g.toLowerCase()}`} className="inline-flex rounded-full border border-ink-900/15 bg-white px-4 py-2 text-ink-800 hover:border-accent-500">
                {archetypesPage.groups[g].heading}
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      {GROUPS.map((g, i) => {
        const group = archetypesPage.groups[g];
        const members = personas.filter((p) => p.group === g);
        return (
          <section key={g} id={g.toLowerCase()} aria-labelledby={`${g}-heading`} className={`py-14 md:py-20 ${i % 2 ? 'bg-ink-50' : ''}`}>
            <Container>
              <div className="max-w-3xl">
                <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">
                  {members.length} {g} archetypes
                </p>
                <h2 id={`${g}-heading`} className="mt-2 font-display text-3xl font-bold tracking-tight text-ink-950 md:text-4xl">
                  {group.heading}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-ink-700">{group.intro}</p>
              </div>
              <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {members.map((p) => (
                  <li
                    key={p.path}
                    className="group relative flex h-full flex-col rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md"
                  >
                    <span className="text-xs font-semibold uppercase tracking-widest text-ink-500">{p.group}</span>
                    <h3 className="mt-2 font-display text-xl font-bold text-ink-950">
                      {/* The link's box covers the whole card, so the card is one target with a short accessible name. */}
                      <a href={p.path} className="card-link after:absolute after:inset-0 after:rounded-2xl">
                        {p.label}
                      </a>
                    </h3>
                    <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-700">{p.summary}</p>
                    <span className="mt-5 text-sm font-semibold text-accent-700" aria-hidden="true">
                      Read more <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Container>
          </section>
        );
      })}
      <ClosingCta heading={CLOSING.archetypes.heading} body={CLOSING.archetypes.body} headingId="closing-heading" />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: route.label,
          itemListElement: personas.map((p, i) => ({ '@type': 'ListItem', position: i + 1, name: p.label, url: SITE.origin + p.path })),
        }}
      />
    </>
  );
}
