import { MissingPage } from '../_layout/not-found';
import { blogCopy } from './content';
import { BLOG_ROUTE } from './routes';

/** A deleted article's address (410): the not-found page's look, saying the article was removed on purpose. */
export function ArticleGonePage() {
  const c = blogCopy.gone;
  return <MissingPage code={410} h1={c.h1} lead={c.lead} href={BLOG_ROUTE.path} action={c.toBlog} />;
}
