import { Island } from './island';
import { NEWSLETTER } from './newsletter-content';
import { NewsletterFormView, type NewsletterProps } from './newsletter-form-view';

/**
 * Ready to place anywhere: `<NewsletterForm variant="default" />` (also "minimal" and "inline"; tone="dark"
 * on dark backgrounds). Works as a plain form; the island (client/islands/newsletter.tsx) adds the states,
 * toasts and in-place validation (routes/_layout/newsletter-content.ts) on first interaction.
 */
export function NewsletterForm(props: NewsletterProps) {
  return (
    <Island name="newsletter" hydrate="interaction" props={props}>
      <NewsletterFormView {...props} state="idle" />
    </Island>
  );
}

/** The site footer's sign-up: the inline variant on the dark footer. */
export function FooterNewsletter() {
  return <NewsletterForm variant="inline" tone="dark" title={NEWSLETTER.footerTitle} idPrefix="footer-newsletter" className="mt-6" />;
}

/** For the contact page, beside the ways to get in touch: the minimal variant in a card of its own. */
export function ContactNewsletter() {
  return (
    <section aria-label="Newsletter" className="rounded-3xl border border-ink-900/10 p-6 md:p-8">
      <NewsletterForm variant="minimal" title={NEWSLETTER.contactTitle} idPrefix="contact-newsletter" />
    </section>
  );
}
