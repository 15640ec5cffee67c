import type { ReactNode } from 'react';
import { Container, LinkButton } from '../_layout/ui';
import { emailResultsCopy } from '../assessments/content';
import { NEWSLETTER } from '../_layout/newsletter-content';
import { NewsletterFormView } from '../_layout/newsletter-form-view';
import { charityPage } from '../charity/content';
import { contactPage } from '../contact/content';
import type { Services } from '../_app/services';
import { FIELD_COPY } from '../_lib/lead-copy';
import { RESULT_PAGES } from './content';
import { isResultLeadKind, type FieldErrors, type FieldValues, type LeadKind } from '../_lib/lead-fields';
import { CharityApplicationForm, ContactForm } from '../_layout/lead-forms';

/** The pages the worker answers a form post with when JavaScript is off. */

function Shell({ h1, lead, children, back, backLabel = RESULT_PAGES.backLabel }: { h1: string; lead?: string; children?: ReactNode; back?: string; backLabel?: string }) {
  return (
    <Container className="py-16 md:py-24">
      <div className="max-w-2xl">
        <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950 md:text-5xl">{h1}</h1>
        {lead && <p className="mt-5 text-lg leading-relaxed text-ink-700">{lead}</p>}
        {children}
        {back && (
          <div className="mt-10 flex flex-wrap gap-3">
            <LinkButton href={back}>{backLabel}</LinkButton>
            {back !== '/' && (
              <LinkButton href="/" variant="ghost">
                {RESULT_PAGES.homeLabel}
              </LinkButton>
            )}
          </div>
        )}
      </div>
    </Container>
  );
}

function Steps({ items }: { items: { title: string; body: string }[] }) {
  return (
    <ol className="mt-8 space-y-5">
      {items.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700">
            {i + 1}
          </span>
          <div>
            <h2 className="font-semibold text-ink-950">{step.title}</h2>
            <p className="mt-1 leading-relaxed text-ink-700">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** `back` is where the visitor came from; for a results email, their result page. */
export function LeadSuccessView({ kind, back, values = {} }: { kind: LeadKind; back: string; values?: FieldValues }) {
  if (isResultLeadKind(kind)) {
    return (
      <Shell h1={emailResultsCopy.confirmationHeading} lead={emailResultsCopy.confirmation(values.email ?? '')} back={back} backLabel={emailResultsCopy.backLabel}>
        <p className="mt-4 leading-relaxed text-ink-700">{emailResultsCopy.pageBookmark}</p>
      </Shell>
    );
  }
  if (kind === 'newsletter') {
    return (
      <Shell h1={NEWSLETTER.subscribedCard.title} lead={NEWSLETTER.toasts.success.description} back={back}>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-ink-700">
          {RESULT_PAGES.newsletter.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Shell>
    );
  }
  if (kind === 'contact') {
    const next = contactPage.channels.at(-1)!;
    return (
      <Shell h1={contactPage.form.successHeading} lead={contactPage.form.successBody} back={back}>
        <Steps items={[next]} />
      </Shell>
    );
  }
  return (
    <Shell h1={charityPage.form.successHeading} lead={charityPage.form.successBody} back={back}>
      <Steps items={charityPage.process} />
    </Shell>
  );
}

/**
 * The form again, with what was typed and a message at each field that needs attention. A results email comes
 * back on its result page, so its result link must be good (the worker answers a bad one with LeadProblemView).
 */
export function LeadFormAgainView({ kind, values, errors, results }: { kind: LeadKind; values: FieldValues; errors: FieldErrors; results: Services['results'] }) {
  if (isResultLeadKind(kind)) {
    return results.formAgain(values, errors) ?? <Shell h1={RESULT_PAGES.problems.h1} lead={FIELD_COPY.result.required} back="/" />;
  }
  if (kind === 'newsletter') {
    return (
      <Shell h1={RESULT_PAGES.newsletter.formH1} lead={NEWSLETTER.toasts.invalid.description}>
        <div className="mt-8">
          <NewsletterFormView variant="default" idPrefix="newsletter-retry" state="failed" values={values} error={errors.email ?? errors.name} />
        </div>
      </Shell>
    );
  }
  const page = kind === 'contact' ? contactPage : charityPage;
  return (
    <Shell h1={RESULT_PAGES[kind].formH1} lead={page.form.intro}>
      <div className="mt-8">{kind === 'contact' ? <ContactForm values={values} errors={errors} /> : <CharityApplicationForm values={values} errors={errors} />}</div>
    </Shell>
  );
}

export function LeadProblemView({ message, back }: { message: string; back: string }) {
  return (
    <Shell h1={RESULT_PAGES.problems.h1} lead={message} back={back}>
      <p className="mt-4 text-ink-700">{RESULT_PAGES.problems.emailUs}</p>
    </Shell>
  );
}
