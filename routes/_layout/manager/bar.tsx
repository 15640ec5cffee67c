/**
 * What every manager screen shows around its own content (the articles in routes/manage, the Leads screen in
 * routes/leads, the Analytics screen in routes/analytics): the breadcrumb trail, the manager's nav with who is
 * signed in, notices, errors and table headings. Shared here so that no family imports another's views; where the
 * bar links is passed in (`managerChrome`), declared by the manager family (routes/manage/content.ts), so this
 * folder imports no family.
 */
import { PageHeader } from '../page-header';
import { buttonClass, Container } from '../ui';
import { managerCopy } from './copy';

export type Crumb = { label: string; path: string };

/** Where the manager's bar and trail link, as the manager family declares them. */
export interface ManagerLinks {
  /** The start of every manager screen's breadcrumb trail (Insights, the manager). */
  trail: readonly Crumb[];
  /** The manager's screens, in the order its nav shows them. */
  screens: readonly Crumb[];
  /** Where the sign-out button posts. */
  signOut: string;
}

/** The bar, the trail and the error screen, linking where `links` says: each family binds them once. */
export function managerChrome(links: ManagerLinks) {
  /** The breadcrumb trail of every manager screen: the manager's own start, then `rest`. */
  const managerTrail = (...rest: Crumb[]): Crumb[] => [...links.trail, ...rest];

  /**
   * The manager's screens, who is signed in, and the way out. Sign-out is a POST so a link elsewhere
   * cannot sign anyone out.
   */
  function ManageBar({ editor }: { editor: string }) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-ink-700">
        <nav aria-label={managerCopy.navLabel} className="flex flex-wrap gap-2">
          {links.screens.map((screen) => (
            <a key={screen.path} href={screen.path} className={buttonClass('ghost', 'sm')}>
              {screen.label}
            </a>
          ))}
        </nav>
        <span>{managerCopy.signedInAs(editor)}</span>
        <form method="post" action={links.signOut}>
          <button type="submit" className={buttonClass('ghost', 'sm')}>
            {managerCopy.signOut}
          </button>
        </form>
      </div>
    );
  }

  /** A manager screen that says what was wrong with the request (an edited address, an unusable form) and the way back. */
  function ManagerError(props: { trail: Crumb[]; h1: string; lead: string; editor: string; message: string; back: { href: string; label: string } }) {
    return (
      <>
        <PageHeader trail={props.trail} h1={props.h1} lead={props.lead}>
          <ManageBar editor={props.editor} />
        </PageHeader>
        <Container className="py-10">
          <p role="alert" className="rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 font-semibold text-red-900">
            {props.message}
          </p>
          <p className="mt-6">
            <a href={props.back.href} className="font-semibold text-ink-900 underline underline-offset-4">
              {props.back.label}
            </a>
          </p>
        </Container>
      </>
    );
  }

  return { managerTrail, ManageBar, ManagerError };
}

/** The manager's text inputs, on the post form and the list's search form alike. */
export const input =
  'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-950 focus:border-accent-600 aria-[invalid=true]:border-red-700';

/** Destructive actions look different from every other button (buttonClass has no red variant). */
export const dangerClass = (size: 'md' | 'sm' = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-full font-semibold text-white bg-red-800 hover:bg-red-900 ${size === 'sm' ? 'px-3 py-2 text-sm' : 'px-5 py-3 text-base'}`;

export function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="mb-8 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink-900">
      {text}
    </p>
  );
}

/** The column headings of a manager table (Leads, Analytics). */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead className="border-b border-ink-900/20 text-ink-600">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="py-3 pr-4">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
