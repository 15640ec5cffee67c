import { SITE } from '../site-config';
import { desktopNav, LETS_TALK_MOBILE_ORDER, mobileNav } from './links';
import { Island } from './island';
import { BookingButton, buttonClass, NEW_TAB } from './ui';
import { CurrencyToggle } from './currency-toggle';
import { routeByPath } from '../table';
import { isServed } from '../index';

const assessment = routeByPath('/assessment')!;
const burnout = routeByPath('/ceo-burnout-assessment')!;
function Logo() {
  return (
    <a href="/" className="flex shrink-0 items-center gap-2 font-display text-lg font-bold text-ink-950">
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-ink-950 text-sm text-accent-400">
        ES
      </span>
      {/* The name is shown where the bar has room; elsewhere it stays the link's accessible name. */}
      <span className="hidden whitespace-nowrap sm:inline md:hidden xl:inline">{SITE.brand}</span>
      <span className="sr-only sm:hidden md:inline xl:hidden">{SITE.brand}</span>
    </a>
  );
}

/** SPEC §2 'Navigation bar' and 'Mobile menu'. The mobile menu is a <details>, so it opens without JavaScript. */
export function Nav({ path }: { path: string }) {
  const current = (href: string) => (href === path ? ({ 'aria-current': 'page' } as const) : {});
  const showAssessment = isServed(assessment.family);
  const showBurnout = isServed(burnout.family);
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
      <a href={SITE.bookingUrl} {...NEW_TAB} className="block rounded-lg px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50">
        Let's Talk<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>,
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/10 bg-white/95 backdrop-blur">
      {/* From 768 px to 1024 px the page links take a second row; from 1024 px everything sits on one. */}
      <nav aria-label="Main" className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-3 px-5 py-2 md:px-8 lg:flex-nowrap lg:py-0">
        <Logo />
        <ul className="order-last -mx-2 hidden w-full items-center pb-2 md:flex lg:order-none lg:mx-0 lg:ml-4 lg:w-auto lg:gap-1 lg:pb-0">
          {desktopNav.map((r) => (
            <li key={r.path}>
              <a
                href={r.path}
                className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink-700 hover:text-ink-950 aria-[current=page]:text-ink-950 aria-[current=page]:underline underline-offset-8 lg:px-3"
                {...current(r.path)}
              >
                {r.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:block">
            <CurrencyToggle path={path} />
          </div>
          {showAssessment && (
            <a href={assessment.path} className={`whitespace-nowrap ${buttonClass('ghost', 'sm')}`}>
              Assessment
            </a>
          )}
          {/* Desktop only: a wrapper owns the display, so no utility fights buttonClass's inline-flex. */}
          <div className="hidden items-center gap-2 md:flex">
            {showBurnout && (
              <a href={burnout.path} className={`whitespace-nowrap ${buttonClass('ghost', 'sm')}`}>
                Burnout Check
              </a>
            )}
            <BookingButton size="sm" className="whitespace-nowrap">
              Let's Talk
            </BookingButton>
          </div>
          <Island name="mobile-menu" hydrate="idle">
            <details className="group md:hidden" data-mobile-menu>
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
              <div className="absolute inset-x-0 top-16 border-b border-ink-900/10 bg-white px-5 pb-6 pt-3 shadow-lg">
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
