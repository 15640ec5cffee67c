import { Children, isValidElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { bookingHref, checkoutHref, type CheckoutTarget, type GoPlace } from '../_lib/go-links';
import { SCROLL_ROW_ATTR } from '../_lib/islands';

/** Shared building blocks so every page family speaks the same visual language. */

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';

const variants: Record<Variant, string> = {
  primary: 'bg-accent-500 text-ink-950 hover:bg-accent-400 shadow-sm',
  secondary: 'bg-ink-900 text-white hover:bg-ink-800',
  ghost: 'border border-ink-900/15 text-ink-900 hover:border-ink-900/40 bg-white',
  light: 'border border-white/30 text-white hover:bg-white/10',
};

/** Every external page opens in a new tab without access to this one. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The booking calendar and checkout open in a new tab through the site's own go-address (routes/_lib/go-links.ts),
 * without access to this page. No `noreferrer`: the go-address is on this site and reads the page the link was
 * on from the Referer, and the Referrer-Policy (same-origin, worker/security.ts) keeps it from the provider.
 */
export const GO_TAB = { target: '_blank', rel: 'noopener' } as const;

/** What a screen reader hears after an external button's label: where it goes, and that it opens a new tab. */
const NEW_TAB_NOTES = {
  booking: ' (opens the booking calendar in a new tab)',
  checkout: ' (opens checkout in a new tab)',
  other: ' (opens in a new tab)',
} as const;

export function buttonClass(variant: Variant = 'primary', size: 'md' | 'sm' = 'md') {
  const pad = size === 'sm' ? 'px-3 py-2 text-sm' : 'px-4 py-3 text-base sm:px-5';
  // A label never wraps (tests/e2e/widths.spec.ts): every label fits from 320 px with this padding.
  return `inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap transition-colors ${pad} ${variants[variant]}`;
}

type LinkButtonProps = {
  href: string;
  variant?: Variant;
  size?: 'md' | 'sm';
  /** Opens in a new tab; says where to screen readers. */
  external?: keyof typeof NEW_TAB_NOTES;
  /** Words for screen readers only, before the new-tab note (which plan a checkout is for). */
  srDetail?: string;
  className?: string;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'>;

export function LinkButton({ href, variant = 'primary', size = 'md', external, srDetail, className, children, ...rest }: LinkButtonProps) {
  return (
    <a href={href} {...(external && (external === 'other' ? NEW_TAB : GO_TAB))} className={className ? `${className} ${buttonClass(variant, size)}` : buttonClass(variant, size)} {...rest}>
      {children}
      {(external || srDetail) && (
        <span className="sr-only">
          {srDetail}
          {external && NEW_TAB_NOTES[external]}
        </span>
      )}
    </a>
  );
}

/** The words of a button's children, for its go-address (the screen reader's extra words are not children). */
export function textOf(children: ReactNode): string {
  let out = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') out += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) out += textOf(child.props.children);
  });
  return out.replace(/\s+/g, ' ').trim();
}

type GoButtonProps = Omit<LinkButtonProps, 'href' | 'external'> & {
  /** Where the button sits (hero, pricing, nav, ...): the Analytics screen's 'Where it sits'. */
  place: GoPlace;
  /**
   * The words the click is recorded under, when they are not the button's own: a slot's declared copy
   * (routes/_lib/copy-slots.ts) while an experiment shows other words on it, so the Analytics screen counts the button
   * and the experiment's report the variant.
   */
  label?: string;
};

/** The booking calendar, the destination of most calls to action. */
export function BookingButton({ place, label, ...props }: GoButtonProps) {
  return <LinkButton href={bookingHref(place, label ?? textOf(props.children))} external="booking" {...props} />;
}

/** A plan's or the Reality Check's checkout. */
export function CheckoutButton({ target, place, label, ...props }: GoButtonProps & { target: CheckoutTarget }) {
  return <LinkButton href={checkoutHref(target, place, label ?? textOf(props.children))} external="checkout" {...props} />;
}

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-5 md:px-8 ${className}`}>{children}</div>;
}

export function Section({
  id,
  children,
  className = '',
  labelledBy,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-12 md:py-24 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

/**
 * For a section below the fold of a long page: the browser skips its style, layout and paint until it nears the
 * viewport (content-visibility: auto; printed whole), which takes most of a long page's work off a phone's first
 * second. Give it with an estimate of the section's height, at least its real height at every width, as
 * `${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1300px]`: a skipped section is laid out at the estimate, and one
 * shorter than its content lets the content overlap the next section for tools that read boxes without painting
 * (axe's contrast check). Breakpoint variants give a closer estimate where a section is much shorter on wide screens.
 * The width sweep (tests/e2e/widths.spec.ts) holds every estimate on the home page and /services to that.
 */
export const RENDER_ON_SIGHT = 'render-on-sight';

/**
 * A card list that is a grid from 768 px up and, on phones, one row that swipes sideways (scroll-snap) with the
 * next card peeking in, so a long list costs the height of one card. SWIPE_ROW goes on the list, with the grid's
 * own classes; SWIPE_ITEM on each card. A row of cards with no link in them also needs SCROLL_ROW_PROPS and a name:
 * client/entry.ts makes it a tab stop while it scrolls, so it can be scrolled from the keyboard, and not while it
 * is a grid, where a stop would do nothing.
 */
/** Spread on a SWIPE_ROW list whose cards hold no link. */
export const SCROLL_ROW_PROPS = { [SCROLL_ROW_ATTR]: '' };
export const SWIPE_ROW =
  'max-md:-mx-5 max-md:flex max-md:snap-x max-md:snap-mandatory max-md:gap-4 max-md:overflow-x-auto max-md:scroll-px-5 max-md:px-5 max-md:pt-1 max-md:pb-4';
export const SWIPE_ITEM = 'max-md:w-[calc(100%-2rem)] max-md:max-w-sm max-md:shrink-0 max-md:snap-start';

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{children}</p>;
}

export function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow?: string; title: string; lead?: string }) {
  return (
    <div className="mb-8 max-w-3xl md:mb-10">
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className="font-display text-3xl font-bold tracking-tight text-ink-950 md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg leading-relaxed text-ink-700">{lead}</p>}
    </div>
  );
}

/** JSON-LD data block. Not executed, so the CSP does not apply; `<` is escaped so no string can close the tag. */
// Structured data that is a module constant (the organisation, on every page) is serialised once per isolate.
const serialised = new WeakMap<object, string>();

export function JsonLd({ data }: { data: object }) {
  let json = serialised.get(data);
  if (json === undefined) {
    json = JSON.stringify(data).replace(/</g, '\\u003c');
    serialised.set(data, json);
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
