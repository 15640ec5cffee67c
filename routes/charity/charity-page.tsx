import { PageHeader } from '../_layout/page-header';
import { CheckList } from '../_layout/check-list';
import { buttonClass, Section, SectionHeading } from '../_layout/ui';
import type { PageProps } from '../_app/page-types';
import { charityPage } from './content';
import { LeadField, NameAndEmail, SubmitWithPrivacyNote } from '../_layout/lead-form-fields';
import { Honeypot } from '../_layout/honeypot';
import { LeadFormIsland } from '../_layout/lead-forms';
import { NumberedSteps } from '../_layout/numbered-steps';

/**
 * /charity-application: who qualifies, the offer, the process and the application form. The form is a real
 * POST to /api/charity-application (wired by the leads feature); this page never claims it was sent.
 */
export function CharityPage({ route }: PageProps) {
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="Charity programme" h1={charityPage.h1} lead={charityPage.lead}>
        <a href={`#${charityPage.form.anchor}`} className={`mt-8 ${buttonClass('secondary')}`}>
          Apply for support
        </a>
      </PageHeader>

      <Section labelledBy="qualifies-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="qualifies-heading" eyebrow="Eligibility" title={charityPage.qualifiesHeading} />
            <CheckList items={charityPage.qualifies} className="space-y-4" itemClassName="gap-3 leading-relaxed text-ink-800" tick="badge" tickClassName="mt-0.5" />
          </div>
          <section aria-labelledby="offer-heading" className="self-start rounded-3xl bg-ink-950 p-6 text-white md:p-10">
            <h2 id="offer-heading" className="font-display text-3xl font-bold">
              {charityPage.offer.heading}
            </h2>
            {charityPage.offer.paragraphs.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink-200">
                {p}
              </p>
            ))}
          </section>
        </div>
      </Section>

      <Section labelledBy="process-heading" className="bg-ink-50">
        <SectionHeading id="process-heading" eyebrow="The process" title={charityPage.processHeading} />
        <NumberedSteps steps={charityPage.process} />
      </Section>

      <Section id={charityPage.form.anchor} labelledBy="apply-heading">
        <div className="mx-auto max-w-3xl rounded-3xl border border-ink-900/10 bg-white p-6 shadow-lg md:p-10">
          <h2 id="apply-heading" className="font-display text-3xl font-bold text-ink-950">
            {charityPage.form.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{charityPage.form.intro}</p>
          <LeadFormIsland kind="charity">
          <form method="post" action="/api/charity-application" className="mt-8 space-y-5" data-charity-form>
            <Honeypot idPrefix="charity" />
            <div className="grid gap-5 sm:grid-cols-2">
              <NameAndEmail kind="charity" idPrefix="charity" />
              <LeadField kind="charity" field="role" id="charity-role" label="Your role" hint="For example chief executive, chair or trustee.">
                {(p) => <input {...p} type="text" autoComplete="organization-title" />}
              </LeadField>
              <LeadField kind="charity" field="organisation" id="charity-organisation" label="Organisation">
                {(p) => <input {...p} type="text" autoComplete="organization" />}
              </LeadField>
              <LeadField kind="charity" field="registration_number" id="charity-registration" label="Registration number" hint="Your charity, CIC or company number, or your EIN in the US.">
                {(p) => <input {...p} type="text" />}
              </LeadField>
              <LeadField kind="charity" field="annual_income" id="charity-income" label="Latest annual income" hint="A round figure from your last accounts is fine.">
                {(p) => <input {...p} type="text" />}
              </LeadField>
            </div>
            <LeadField kind="charity" field="message" id="charity-message" label="The challenge you would like help with">
              {(p) => <textarea {...p} rows={7} />}
            </LeadField>
            <SubmitWithPrivacyNote label="Send application" />
          </form>
          </LeadFormIsland>
        </div>
      </Section>
    </>
  );
}
