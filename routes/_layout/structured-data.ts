/** schema.org builders shared by the content templates. The organisation itself is declared once, in document.tsx. */
import type { Faq } from '../_lib/content-types';
import type { Currency } from '../_lib/currency';
import type { Money } from '../_lib/plans';
import { SITE } from '../_lib/site-config';

export const ORGANISATION_ID = `${SITE.origin}/#organisation`;

export function faqPageLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/**
 * A monthly price (or a one-off one, when `monthly` is false) in the currency the page is priced in: a crawler's is
 * the page's own market (worker/currency.ts), so the offers it indexes match the prices it reads.
 */
export function offersLd(price: Money, url: string, currency: Currency, monthly = true) {
  return [
    {
      '@type': 'Offer',
      price: price[currency],
      priceCurrency: currency,
      url,
      ...(monthly && {
        priceSpecification: { '@type': 'UnitPriceSpecification', price: price[currency], priceCurrency: currency, unitCode: 'MON' },
      }),
    },
  ];
}

export function serviceLd(s: { name: string; description: string; path: string; serviceType?: string; offers?: object[] }) {
  return {
    '@type': 'Service',
    name: s.name,
    serviceType: s.serviceType ?? s.name,
    description: s.description,
    url: SITE.origin + s.path,
    provider: { '@id': ORGANISATION_ID },
    areaServed: [
      { '@type': 'Country', name: 'United Kingdom' },
      { '@type': 'Country', name: 'United States' },
    ],
    ...(s.offers && { offers: s.offers }),
  };
}

export function withContext<T extends object>(data: T) {
  return { '@context': 'https://schema.org', ...data };
}
