import { SITE } from '../_lib/site-config';
import { desktopNav, LETS_TALK_MOBILE_ORDER, mobileNav } from './links';
import { Island } from './island';
import { BookingButton, buttonClass, GO_TAB } from './ui';
import { bookingHref } from '../_lib/go-links';
import { CTA } from './copy';
import { CurrencyToggle } from './currency-toggle';
import { routeByPath } from '../table';

const assessment = routeByPath('/assessment')!;
const burnout = routeByPath('/ceo-burnout-assessment')!;
const search = routeByPath('/search')!;
function Logo() {
  return (
    <a href="/" className="flex min-w-0 items-center gap-2 font-display text-lg font-bold text-ink-950">
      <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-ink-950 text-sm text-accent-400">
        ES
      </span>
      {/* Shown only where the bar has room for it (see Nav); elsewhere it stays the link's accessible name. */}
      <span className="sr-only whitespace-nowrap sm:not-sr-only md:sr-only lg:not-sr-only xl:sr-only 2xl:not-sr-only">{SITE.brand}</span>
    </a>
  );
}

/** The navigation bar and, below 768 px, the mobile menu: a <details>, so it opens without JavaScript. */
export function Nav({ path }: { path: string }) {
  const current = (href: string) => (href === path ? ({ 'aria-current': 'page' } as const) : {});
  const mobileItems = mobileNav.map((r) => (
    <li key={r.path}>
      <a href={r.path} className="block rounded-lg px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50" {...current(r.path)}>
        {r.mobile!.label}
      </a>
    </li>
  ));
  mobileItems.splice(
    mobileNav.filter((r) => r.mobile!.order < LETS_TALK_MOBILE_ORDER).length,
    0,
    <li key="lets-talk">
      <a href={bookingHref('menu', CTA.letsTalk)} {...GO_TAB} className="block rounded-lg px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50">
        {CTA.letsTalk}<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>,
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/10 bg-white/95 backdrop-blur">
      {/*
        Three arrangements, chosen so that each fits with room to spare in DejaVu Sans, the widest common system
        font (tests/e2e/widths.spec.ts sweeps 320-2560 px with it):
        - below 768 px: logo (its name from 640 px), Assessment and the menu button; everything else is in the menu;
        - 768-1279 px: logo (its name from 1024 px), currency switch and the three buttons on the first row, the
          page links on a second;
        - from 1280 px: one row, the logo's name shown again from 1536 px, where the bar widens to use the room.
        Every row may also wrap, so an unusually wide font makes the bar taller, never wider than the window.
      */}
      <nav
        aria-label="Main"
        className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-3 px-4 py-2 sm:px-5 md:px-8 xl:flex-nowrap xl:py-0 2xl:max-w-[90rem]"
      >
        <Logo />
        <ul className="order-last -mx-2 hidden w-full flex-wrap items-center pb-1 md:flex xl:order-none xl:mx-0 xl:w-auto xl:min-w-0 xl:flex-1 xl:pb-0">
          {desktopNav.map((r) => (
            <li key={r.path}>
              <a
                href={r.path}
                className="block whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink-700 hover:text-ink-950 aria-[current=page]:text-ink-950 aria-[current=page]:underline underline-offset-8 lg:px-3 xl:px-2 2xl:px-3"
                {...current(r.path)}
              >
                {r.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          <div className="hidden md:block">
            <CurrencyToggle path={path} compact />
          </div>
          <a href={assessment.path} className={`whitespace-nowrap ${buttonClass('ghost', 'sm')}`}>
            Assessment
          </a>
          {/* Desktop only: a wrapper owns the display, so no utility fights buttonClass's inline-flex. */}
          <div className="hidden flex-wrap items-center justify-end gap-2 md:flex">
            <a href={burnout.path} className={`whitespace-nowrap ${buttonClass('ghost', 'sm')}`}>
              Burnout Check
            </a>
            <BookingButton place="nav" size="sm" className="whitespace-nowrap">
              {CTA.letsTalk}
            </BookingButton>
          </div>
          {/* An icon the size of the menu button at every width, so the bar fits at 320 px: the field is on its page. */}
          <a
            href={search.path}
            aria-label={search.label}
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-ink-900/15 text-ink-900 hover:border-ink-900/40"
            {...current(search.path)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
          </a>
          <Island name="mobile-menu" hydrate="idle">
            {/* Its box is the button's size whether or not the summary has been parsed yet, where the document's
                first paint is not held for the header (browsers without <link rel="expect">). */}
            <details className="group h-10 w-10 md:hidden" data-mobile-menu>
              <summary
                className="grid h-10 w-10 cursor-pointer list-none place-items-center rounded-full border border-ink-900/15 [&::-webkit-details-marker]:hidden"
                aria-label="Menu"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 group-open:block" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </summary>
              {/* Positioned against the sticky header, so it spans the window whatever the header's height. */}
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-900/10 bg-white px-5 pb-6 pt-3 shadow-lg">
                <ul aria-label="Mobile menu" className="space-y-1">
                  <li className="px-3 py-2">
                    <CurrencyToggle path={path} />
                  </li>
                  {mobileItems}
                </ul>
              </div>
            </details>
          </Island>
        </div>
      </nav>
    </header>
  );
}
