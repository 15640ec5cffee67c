/** Words on the operator's Analytics screen (/blog/manage/analytics). Plain strings, British English. */
import { PACKAGES, type PlanKey } from '../_lib/plans';
import { ATTRIBUTION_RETENTION_DAYS } from '../_lib/retention';

const KIND_NAMES: Record<string, string> = {
  booking: 'Booking calendar',
  copy_email: 'Copied the email address',
  newsletter: 'Newsletter sign-up',
  contact: 'Contact form',
  charity: 'Charity application',
  assessment: 'Emailed assessment results',
  burnout_assessment: 'Emailed burnout check results',
  fit_completed: 'Completed the assessment',
  burnout_completed: 'Completed the burnout check',
};

const PLACE_NAMES: Record<string, string> = {
  nav: 'Navigation bar',
  header: 'Page header',
  footer: 'Footer',
  'copy-email': 'Footer',
  main: 'Page body',
};

const COUNTRY_NAMES = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en-GB'], { type: 'region' }) : null;

export const analyticsCopy = {
  h1: 'Analytics',
  title: 'Analytics',
  description: 'Operator screen: visitors, sources, conversions and real-user speed, counted on this site without cookies.',
  lead: 'Visitors, where they came from and what they did, counted by the site itself without cookies. A visitor is recognised only within one day, so a person who comes back tomorrow counts again. Crawlers, speculative prerenders, browsers that send Global Privacy Control and your own signed-in visits are left out.',
  nav: 'Analytics',
  period: {
    legend: 'Period',
    range: 'Show',
    options: { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', '12m': 'Last 12 months', custom: 'Custom dates' },
    from: 'From',
    to: 'To',
    apply: 'Show figures',
    summary: (from: string, to: string, pFrom: string, pTo: string) => `${from} to ${to}, compared with ${pFrom} to ${pTo}. Days are UTC.`,
  },
  errors: {
    range: 'Choose a period from the list: last 7, 30 or 90 days, last 12 months, or custom dates.',
    dates: 'For custom dates, give both a start and an end date as YYYY-MM-DD.',
    order: 'The start date must be on or before the end date.',
    tooLong: (max: number) => `A custom period can be at most ${max.toLocaleString('en-GB')} days long.`,
    table: 'There is no such table to download.',
  },
  chart: {
    title: 'Visitors and page views per day',
    description: (from: string, to: string, visitors: number, views: number) =>
      `Daily visitors and page views from ${from} to ${to}: ${visitors.toLocaleString('en-GB')} visitors and ${views.toLocaleString('en-GB')} page views in all. The same figures are in the table that follows.`,
    visitors: 'Visitors',
    views: 'Page views',
  },
  overview: {
    visitors: 'Visitors',
    views: 'Page views',
    conversions: 'Conversions',
    converters: 'Visitors who converted',
    rate: 'Conversion rate',
    clicks: 'Booking and checkout clicks',
    calls: 'Booked calls',
    cancellations: 'Cancelled calls',
    payments: 'Paid plans',
    missing: 'Pages not found (404)',
  },
  columns: {
    figure: 'Figure',
    value: 'This period',
    day: 'Day',
    page: 'Page',
    path: 'Address',
    landing: 'Landing page',
    source: 'Source',
    campaign: 'Campaign',
    country: 'Country',
    device: 'Device',
    action: 'Call to action',
    button: 'Button',
    place: 'Where it sits',
    visitors: 'Visitors',
    views: 'Page views',
    converters: 'Converted',
    rate: 'Conversion rate',
    conversions: 'Conversions',
    conversionsHere: 'Conversions on the page',
    clicks: 'Clicks to book or buy',
    calls: 'Booked calls',
    cancellations: 'Cancelled calls',
    payments: 'Paid plans',
    netRevenue: (currency: string) => `Net revenue (${currency})`,
    refunds: (currency: string) => `Refunds (${currency})`,
    visitToClick: 'Visit to click',
    clickToCall: 'Click to booked call',
    callToPayment: 'Booked call to payment',
    samples: 'Visits measured',
    lcp: 'LCP (p75)',
    inp: 'INP (p75)',
    cls: 'CLS (p75)',
    times: 'Times asked for',
    query: 'Search',
    searches: 'Times searched',
  },
  tables: {
    overview: { caption: 'Summary', note: '' },
    daily: { caption: 'Visitors and page views by day', note: '' },
    pages: {
      caption: 'Top pages',
      note: 'Page views, the conversions that happened on each page, and the calls booked and plans paid for after a click on that page’s booking or checkout links.',
    },
    landing: {
      caption: 'Landing pages',
      note: `The first page of each visitor’s day: an article’s row says what the visitors it brought went on to do. Converted: visitors who clicked to book or buy, copied the email address or left their details that day; every conversion is credited to the landing page, source and campaign of its visit. Booked calls, cancellations, paid plans, refunds and revenue are what the booking calendar and the card provider reported for those clicks, in the currency paid, never converted; net revenue is what was paid in the period less what was refunded in it; Not attributed: ones whose click is unknown or older than the ${ATTRIBUTION_RETENTION_DAYS} days a click is remembered.`,
    },
    sources: { caption: 'Sources', note: 'The campaign’s utm_source (and utm_medium) when the landing page had one, otherwise the referring site, otherwise direct.' },
    campaigns: { caption: 'Campaigns', note: 'Visits whose landing page carried a utm_campaign tag.' },
    countries: { caption: 'Countries', note: '' },
    devices: { caption: 'Devices', note: '' },
    cta: {
      caption: 'Conversions by call to action',
      note: 'Clicks on the booking calendar, checkout links and the footer’s copy-email button, told apart by their words and where they sit, with the calls booked and plans paid for after each; form submissions and completed assessments as the server received them.',
    },
    vitals: {
      caption: 'Core Web Vitals from real visitors',
      note: 'The 75th percentile of each page’s Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, as the upper bound of the band it falls in. Good is LCP up to 2,500 ms, INP up to 200 ms and CLS up to 0.1.',
    },
    missing: { caption: 'Pages not found (404)', note: 'Addresses people asked for that do not exist: a broken link somewhere, or an old address worth redirecting.' },
    searches: {
      caption: 'Searches',
      note: 'What visitors typed into the search, in lower case, counted when its results page was shown. Nothing that looks like an email address or a long number is recorded.',
    },
    unfound: {
      caption: 'Searches with no results',
      note: 'Searches that found no article or page: subjects readers looked for that the site does not yet cover, and the first ideas for what to write next.',
    },
  },
  previousPeriod: 'previous period',
  changeHeading: 'change',
  was: (previous: string) => `was ${previous}`,
  change: { up: (pct: number) => `up ${pct}%`, down: (pct: number) => `down ${pct}%`, none: 'no change', new: 'new' },
  download: 'Download CSV',
  downloadName: (caption: string) => ` of ${caption.toLowerCase()}`,
  more: (n: number) => `${n.toLocaleString('en-GB')} more rows with smaller figures are not shown.`,
  empty: 'Nothing was counted in this period or the one before it.',
  noButton: 'Form or page',
  /** A click whose words are no button of this site's (routes/analytics/rollups.ts, OTHER_LABEL). */
  otherWords: 'Other words (a link made elsewhere)',
  /** A click from a place no button of this site's sits (routes/_lib/go-links.ts, GO_PLACES). */
  otherPlace: 'Somewhere else (a link made elsewhere)',
  /** The row that carries each day's long tail past its top keys (routes/analytics/compact.ts). */
  other: 'All others (each too small to keep apart that day)',
  unknownPage: 'Page not known',
  /** The key of calls and payments whose reference was unknown or expired (routes/analytics/attribution/outcome.ts). */
  attributed: (key: string) => (key === '(not attributed)' ? 'Not attributed' : key),
  serverPlace: 'Counted by the server',
  kindName(kind: string, target: string): string {
    if (kind === 'checkout') return target === 'reality-check' ? 'Checkout: Reality Check' : `Checkout: ${PACKAGES[target as PlanKey]?.name ?? target}`;
    return KIND_NAMES[kind] ?? kind;
  },
  placeName: (place: string) => PLACE_NAMES[place] ?? `Section “${place}”`,
  countryName(code: string): string {
    if (!code) return 'Unknown';
    try {
      return COUNTRY_NAMES?.of(code) ?? code;
    } catch {
      return code;
    }
  },
  deviceName: (device: string) => ({ mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' })[device] ?? device,
} as const;
