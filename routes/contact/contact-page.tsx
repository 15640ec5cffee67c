import { PageHeader } from '../_layout/page-header';
import { BookingButton, Container } from '../_layout/ui';
import { CTA } from '../_layout/copy';
import { FaqList } from '../_layout/faq-list';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { contactPage } from './content';
import { LeadField, NameAndEmail, SubmitWithPrivacyNote } from '../_layout/lead-form-fields';
import { Honeypot } from '../_layout/honeypot';
import { LeadFormIsland } from '../_layout/lead-forms';
import { ContactNewsletter } from '../_layout/newsletter-form';
import { WithAddresses } from '../_layout/addresses';

/**
 * /contact: booking link, email and the contact form. The form is a real POST to /api/contact (wired by the
 * leads feature); this page never claims a message was sent.
 */
export function ContactPage({ route }: PageProps) {
  const [booking, email, next] = contactPage.channels;
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="Contact" h1={contactPage.h1} lead={contactPage.lead} />
      <Container className="py-14 md:py-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
          <div className="space-y-6">
            <section aria-labelledby="channel-booking" className="rounded-3xl bg-ink-950 p-6 text-white shadow-xl md:p-8">
              <h2 id="channel-booking" className="font-display text-2xl font-bold">
                {booking!.title}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-200">{booking!.body}</p>
              <BookingButton place="channel-booking" className="mt-6">{CTA.chooseTime}</BookingButton>
            </section>
            <section aria-labelledby="channel-email" className="rounded-3xl border border-ink-900/10 p-6 md:p-8">
              <h2 id="channel-email" className="font-display text-2xl font-bold text-ink-950">
                {email!.title}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-700">{email!.body}</p>
              <a href={`mailto:${SITE.contactEmail}`} className="mt-4 inline-block text-lg font-semibold text-accent-700 underline underline-offset-4">
                <WithAddresses text={SITE.contactEmail} />
              </a>
            </section>
            <section aria-labelledby="channel-next" className="rounded-3xl border border-ink-900/10 bg-ink-50 p-6 md:p-8">
              <h2 id="channel-next" className="font-display text-2xl font-bold text-ink-950">
                {next!.title}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-700">{next!.body}</p>
            </section>
            <ContactNewsletter />
          </div>

          <section aria-labelledby={contactPage.form.anchor} className="self-start rounded-3xl border border-ink-900/10 bg-white p-6 shadow-lg md:p-10">
            <h2 id={contactPage.form.anchor} className="font-display text-3xl font-bold text-ink-950">
              {contactPage.form.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-700">{contactPage.form.intro}</p>
            <LeadFormIsland kind="contact">
            <form method="post" action="/api/contact" className="mt-8 space-y-5" data-contact-form>
              <Honeypot idPrefix="contact" />
              <div className="grid gap-5 sm:grid-cols-2">
                <NameAndEmail kind="contact" idPrefix="contact" />
              </div>
              <LeadField kind="contact" field="company" id="contact-company" label="Company">
                {(p) => <input {...p} type="text" autoComplete="organization" />}
              </LeadField>
              <LeadField kind="contact" field="message" id="contact-message" label="How can we help?" hint="A few lines on your role, your team and what you would most like off your desk.">
                {(p) => <textarea {...p} rows={6} />}
              </LeadField>
              <SubmitWithPrivacyNote label="Send message" />
            </form>
            </LeadFormIsland>
          </section>
        </div>
      </Container>
      <Container className="pb-20">
        <div className="max-w-3xl">
          <FaqList faqs={contactPage.faqs} headingId="contact-faqs" />
        </div>
      </Container>
    </>
  );
}
