import type { ReactNode } from 'react';
import { UNMEASURED_ATTR } from '../_lib/analytics';
import { HEAD_SCRIPT } from '../_lib/head-script';
import { CurrencyProvider, type CurrencyState } from '../_lib/currency-context';
import type { Currency } from '../_lib/currency';
import { ORGANISATION_ID } from './structured-data';
import { SITE } from '../_lib/site-config';
import { Footer } from './footer';
import { Nav } from './nav';
import { JsonLd } from './ui';
import { pageCard, type PageCard } from './page-card';

export interface HeadMeta {
  title: string;
  description: string;
  /** Path of this page; the canonical URL unless `canonical` says otherwise. */
  path: string;
  canonical?: string;
  noindex?: boolean;
  /** Not a page the visit counting knows (UNMEASURED_ATTR): no page notes from it. */
  unmeasured?: boolean;
  ogType?: 'website' | 'article';
  /** hreflang alternates: [hreflang, path]. */
  alternates?: [string, string][];
  /** The page's language: its document's `lang` and its Open Graph locale (en_GB unless set). */
  locale?: 'en_GB' | 'en_US';
  /** The address of the page's Markdown twin for agents (routes/_lib/markdown-twin.ts), when it has one. */
  markdown?: string;
  /** The page's social card; a route-table page's own (page-card.ts) or the site's when not given. */
  image?: PageCard;
}

export interface AssetUrls {
  script: string;
  style: string;
}

/** Site-wide structured data: the business as a ProfessionalService, its price range in the page's currency. */
const organisation = (currency: Currency) => ({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': ORGANISATION_ID,
  name: SITE.brand,
  legalName: SITE.legalEntity,
  url: SITE.origin,
  email: SITE.contactEmail,
  logo: `${SITE.origin}/icon-512.png`,
  image: `${SITE.origin}/og-image.png`,
  areaServed: ['GB', 'US'],
  priceRange: PRICE_RANGE[currency],
  address: { '@type': 'PostalAddress', streetAddress: SITE.registeredOffice, addressCountry: 'GB' },
  knowsAbout: ['Chief of staff', 'Brand and marketing strategy', 'Executive support', 'Business systems', 'Growth strategy', 'Strategic planning'],
});

const PRICE_RANGE: Record<Currency, string> = { GBP: '£££', USD: '$$$' };

/** The whole HTML document. Everything in <head> is outside any Suspense boundary, so it is in the first chunk. */
export function Document({
  meta,
  currency,
  assets,
  signUp,
  children,
}: {
  meta: HeadMeta;
  currency: CurrencyState & { source: string };
  assets: AssetUrls;
  /** The newsletter sign-up in the footer (routes/leads): the app composes it, so the shell knows no form. */
  signUp?: ReactNode;
  children: ReactNode;
}) {
  const canonical = SITE.origin + (meta.canonical ?? meta.path);
  const card = meta.image ?? pageCard(meta.path);
  const ogImage = SITE.origin + card.src;
  return (
    <html lang={meta.locale === 'en_US' ? 'en-US' : 'en-GB'} data-currency={currency.currency} data-currency-source={currency.source}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={canonical} />
        {meta.noindex && <meta name="robots" content="noindex, follow" />}
        {meta.alternates?.map(([lang, href]) => <link key={lang} rel="alternate" hrefLang={lang} href={SITE.origin + href} />)}
        {meta.markdown && <link rel="alternate" type="text/markdown" href={SITE.origin + meta.markdown} />}
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:site_name" content={SITE.brand} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:alt" content={card.alt} />
        <meta property="og:locale" content={meta.locale ?? 'en_GB'} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={ogImage} />
        <meta name="twitter:image:alt" content={card.alt} />
        <meta name="theme-color" content="#0b1324" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <link rel="stylesheet" href={assets.style} />
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <script type="module" src={assets.script} async />
        <JsonLd data={organisation(currency.currency)} />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink-900 antialiased" {...(meta.unmeasured && { [UNMEASURED_ATTR]: '' })}>
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
          Skip to content
        </a>
        <CurrencyProvider value={currency}>
          <Nav path={meta.path} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer signUp={signUp} />
        </CurrencyProvider>
        <div id="toasts" role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4" />
      </body>
    </html>
  );
}
