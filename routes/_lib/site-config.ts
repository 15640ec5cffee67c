/**
 * Values wrapped in example() are placeholders that show how the site looks with real facts in place: the site
 * shows them as they are locally, but `npm run deploy` refuses to publish while any is left (its preflight,
 * worker/deploy-preflight.ts, lists them). Replace each with the business's own value and drop the wrapper.
 */
const exampleValues = new Set<string>();
function example<T extends string>(value: T): T {
  exampleValues.add(value);
  return value;
}
export const EXAMPLE_VALUES: ReadonlySet<string> = exampleValues;

/** Facts about the business. One place: pages, nav, footer, JSON-LD and legal copy read from here. */
export const SITE = {
  brand: 'Executive Sidekick',
  tradingName: 'Executive Sidekick',
  legalEntity: example('Sidekick Strategy Partners Ltd'),
  companyNumber: example('15482734'),
  registeredIn: 'England and Wales',
  registeredOffice: example('71-75 Shelton Street, Covent Garden, London WC2H 9JQ'),
  origin: 'https://www.executivesidekick.co.uk',
  contactEmail: 'hello@executivesidekick.co.uk',
  privacyEmail: 'privacy@executivesidekick.co.uk',
  bookingUrl: example('https://calendly.com/executive-sidekick/discovery-call'),
  realityCheckCheckoutUrl: example('https://buy.stripe.com/executive-sidekick-reality-check'),
  geolocationUrl: 'https://ipapi.co/json/',
  claims: { projects: '75+', yearsExperience: 20, startWithin: 'about a week' },
  typicalResults: [
    { value: '300%', label: 'Marketing ROI' },
    { value: '50%', label: 'HR efficiency' },
    { value: '10x', label: 'Strategic focus' },
    { value: '20+', label: 'Hours saved per week' },
  ],
  checkoutUrls: {
    starter: example('https://buy.stripe.com/executive-sidekick-starter'),
    strategic: example('https://buy.stripe.com/executive-sidekick-strategic'),
    executive: example('https://buy.stripe.com/executive-sidekick-executive'),
    fullforce: example('https://buy.stripe.com/executive-sidekick-fullforce'),
  },
} as const;
