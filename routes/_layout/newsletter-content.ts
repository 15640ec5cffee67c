/** Newsletter form copy. Toasts and states are the product copy, word for word. */
export const NEWSLETTER = {
  formLabel: 'Newsletter sign-up',
  nameLabel: 'First name',
  nameHint: 'Optional',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  inlinePlaceholder: 'Your email',
  namePlaceholder: 'Your first name',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  privacy: 'Unsubscribe from any issue with one click. We never sell your address or share it with advertisers.',
  privacyLinkLabel: 'Privacy policy',
  subscribedCard: {
    title: "You're all set!",
    body: 'Look out for our next issue in your inbox: practical notes on strategy, delegation and marketing for busy leaders.',
  },
  subscribedInline: 'Subscribed!',
  footerTitle: 'Practical notes for busy leaders, in your inbox',
  contactTitle: 'Not ready to talk yet? Our newsletter brings practical notes on strategy, delegation and marketing to your inbox.',
  toasts: {
    success: {
      title: 'Successfully subscribed!',
      description: "Welcome to our newsletter! You'll receive valuable insights on business strategy.",
    },
    failed: { title: 'Subscription failed', description: 'Please try again or contact us directly.' },
    invalid: { title: 'Valid email required', description: 'Please enter a valid email address to subscribe.' },
  },
} as const;
