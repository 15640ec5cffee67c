/**
 * An article's Markdown twin (routes/_app/page-markdown.ts): its headline as the first heading, then its body as
 * the operator wrote it (the Markdown stored in D1, not the HTML made from it), then its questions and answers.
 */
import type { Faq } from '../_lib/content-types';
import { blocks, faqBlock } from '../_lib/markdown-twin';
import { blogCopy } from './content';

export const articleMarkdown = (post: { h1: string; content: string; faqs: Faq[] }) =>
  blocks(`# ${post.h1}`, post.content.trim(), faqBlock(blogCopy.faqHeading, post.faqs));
