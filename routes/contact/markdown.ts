/**
 * The Markdown twin of /contact (routes/_app/page-markdown.ts), from the copy ./contact-page.tsx renders: the ways
 * to get in touch, each with its link (the calendar as the page's button links it), and where the form is, not the form.
 */
import type { PageMarkdown } from '../_app/routes';
import { blocks, faqBlock, link } from '../_lib/markdown-twin';
import { SITE } from '../_lib/site-config';
import { CTA, LONG_FORM_COPY } from '../_layout/copy';
import { bookingLink, formBlock } from '../_layout/page-markdown';
import { contactPage } from './content';

export const contactMarkdown: PageMarkdown = (route) => {
  const [booking, email, next] = contactPage.channels;
  const { form } = contactPage;
  return blocks(
    `# ${contactPage.h1}`,
    contactPage.lead,
    `## ${booking!.title}\n\n${booking!.body}\n\n${bookingLink('channel-booking', CTA.chooseTime)}`,
    `## ${email!.title}\n\n${email!.body}\n\n${link(SITE.contactEmail, `mailto:${SITE.contactEmail}`)}`,
    `## ${next!.title}\n\n${next!.body}`,
    formBlock(route.path, form),
    faqBlock(LONG_FORM_COPY.faqHeading, contactPage.faqs),
  );
};
