/**
 * The IP-lookup fallback for the currency. The edge normally knows the country (request.cf.country) and the page
 * arrives priced; only when it did not (data-currency-source="default") does the browser ask the
 * geolocation service, once: the answer is kept in localStorage and applied on later pages without asking.
 */
import { currencyForCountry, type Currency } from '../routes/_lib/currency';
import { GEO_STORAGE_KEY } from '../routes/_lib/islands';
import { SITE } from '../routes/_lib/site-config';
import { setCurrency } from './currency';

export interface GeoState {
  country: string | null;
  countryName?: string;
  currency: Currency;
  detected: boolean;
}

function stored(): GeoState | null {
  try {
    const raw = localStorage.getItem(GEO_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as GeoState) : null;
  } catch {
    return null;
  }
}

export async function detect(): Promise<GeoState> {
  try {
    const res = await fetch(SITE.geolocationUrl, { signal: AbortSignal.timeout(4000), credentials: 'omit' });
    if (!res.ok) throw new Error(`Geolocation service answered ${res.status}`);
    const body = (await res.json()) as { country_code?: unknown; country_name?: unknown };
    if (typeof body.country_code !== 'string' || !body.country_code) throw new Error('Geolocation answer had no country_code');
    const country = body.country_code.toUpperCase();
    return {
      country,
      countryName: typeof body.country_name === 'string' ? body.country_name : undefined,
      currency: currencyForCountry(country),
      detected: true,
    };
  } catch (error) {
    console.warn('Geolocation failed; prices stay in GBP.', error);
    return { country: null, currency: 'GBP', detected: false };
  }
}

export async function runGeoFallback(): Promise<void> {
  if (document.documentElement.dataset.currencySource !== 'default') return;
  const known = stored();
  const geo = known ?? (await detect());
  if (!known && geo.detected) localStorage.setItem(GEO_STORAGE_KEY, JSON.stringify(geo));
  // The visitor may have chosen a currency while the lookup was in flight: their choice wins.
  if (geo.detected && document.documentElement.dataset.currencySource === 'default') {
    setCurrency(geo.currency, { persist: false, source: 'geo' });
  }
}
