import { SITE } from '../_lib/site-config';
import type { ReactNode } from 'react';
import { FOOTER_GROUPS, footerLinks } from './links';
import { Island } from './island';
import { Container } from './ui';
import { Icon } from './icon';
import { WithAddresses } from './addresses';
import { CTA } from './copy';

/** The footer: copy-email button and toast, region choice, trading-name and company notice, links. */
export function Footer({ signUp }: { signUp?: ReactNode }) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="bg-ink-950 text-ink-200" aria-labelledby="footer-heading">
      <Container className="py-14">
        <h2 id="footer-heading" className="sr-only">
          Site footer
        </h2>
        {/* Two columns of links on phones, so the footer stays short. */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="col-span-2 md:col-span-1">
            <p className="font-display text-xl font-bold text-white">{SITE.brand}</p>
            <p className="mt-3 text-sm leading-relaxed text-ink-300">
              Fractional chief of staff, marketing strategy and executive support for leaders in the UK and US.
            </p>
            <p className="mt-5 text-sm">
              <a href={`mailto:${SITE.contactEmail}`} className="text-white underline underline-offset-4">
                <WithAddresses text={SITE.contactEmail} />
              </a>
            </p>
            <Island name="copy-email" hydrate="idle" props={{ email: SITE.contactEmail }}>
              <button
                type="button"
                data-copy-email
                hidden
                className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/25 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
              >
                <Icon name="clipboard-copy" className="h-4 w-4" /> {CTA.copyEmail}
              </button>
            </Island>
            <nav aria-label="Region and currency" className="mt-6 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-ink-300">Region:</span>
              <a href="/uk" className="rounded-full border border-white/25 px-3 py-1 whitespace-nowrap text-white hover:bg-white/10">
                UK (£)
              </a>
              <a href="/us" className="rounded-full border border-white/25 px-3 py-1 whitespace-nowrap text-white hover:bg-white/10">
                US ($)
              </a>
            </nav>
            {signUp}
          </div>
          {FOOTER_GROUPS.map((group) => {
            const links = footerLinks(group.key);
            if (links.length === 0) return null;
            return (
              <nav key={group.key} aria-label={group.heading}>
                <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{group.heading}</h3>
                <ul className="mt-4 space-y-2 text-sm">
                  {links.map((r) => (
                    <li key={r.path}>
                      <a href={r.path} className="text-ink-300 hover:text-white">
                        {r.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
        <div className="mt-12 border-t border-white/10 pt-6 text-xs leading-relaxed text-ink-300">
          <p>
            {SITE.tradingName} is a trading name of {SITE.legalEntity}, a company registered in {SITE.registeredIn} (company number{' '}
            {SITE.companyNumber}). Registered office: {SITE.registeredOffice}.
          </p>
          <p className="mt-2">© {year} {SITE.legalEntity}. All rights reserved.</p>
        </div>
      </Container>
    </footer>
  );
}
