/** Facts about the business. One place: pages, nav, footer, JSON-LD and legal copy read from here. */
export const SITE = {
  brand: 'Executive Sidekick',
  tradingName: 'Executive Sidekick',
  legalEntity: 'Sidekick Strategy Partners Ltd',
  companyNumber: '15482734',
  registeredIn: 'England and Wales',
  registeredOffice: '71-75 Shelton Street, Covent Garden, London WC2H 9JQ',
  origin: 'https://www.executivesidekick.co.uk',
  contactEmail: 'hello@executivesidekick.co.uk',
  privacyEmail: 'privacy@executivesidekick.co.uk',
  bookingUrl: 'https://calendly.com/executive-sidekick/discovery-call',
  realityCheckCheckoutUrl: 'https://buy.stripe.com/executive-sidekick-reality-check',
  geolocationUrl: 'https://ipapi.co/json/',
  claims: { projects: '75+', yearsExperience: 20, startWithin: 'about a week' },
  typicalResults: [
    { value: '300%', label: 'Marketing ROI' },
    { value: '50%', label: 'HR efficiency' },
    { value: '10x', label: 'Strategic focus' },
    { value: '20+', label: 'Hours saved per week' },
  ],
  checkoutUrls: {
    starter: 'https://buy.stripe.com/executive-sidekick-starter',
    strategic: 'https://buy.stripe.com/executive-sidekick-strategic',
    executive: 'https://buy.stripe.com/executive-sidekick-executive',
    fullforce: 'https://buy.stripe.com/executive-sidekick-fullforce',
  },
} as const;
