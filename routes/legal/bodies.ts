/**
 * The three legal pages' body copy, by path: its own module, imported on the first request for one of them
 * (./index.tsx), so the module every isolate starts with does not hold it. What the rest of the site reads about them
 * is in ./content.ts. Company facts (entity, number, office, emails, brand) come from SITE so they are stated in one
 * place only. Plain strings: no HTML, no Markdown. Rendered by the legal page template.
 */
import { SITE } from '../_lib/site-config';
import { PRIVACY_POLICY_PATH } from '../_lib/legal-paths';
import { ANALYTICS_RETENTION_MONTHS, ATTRIBUTION_RETENTION_DAYS, LEAD_RETENTION_DAYS } from '../_lib/retention';
import type { LegalBody } from './content';

/** 'www.executivesidekick.co.uk': used where the copy tells visitors which site's data to look for. */
const HOST = SITE.origin.replace(/^https?:\/\//, '').replace(/\/$/, '');

export const legalBodies = {
  [PRIVACY_POLICY_PATH]: {
    intro: `This policy explains what personal data the ${SITE.brand} website collects, why, who helps us handle it, how long it is kept and what you can ask us to do with it. It describes how this site actually works, nothing more.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${SITE.brand} is a trading name of ${SITE.legalEntity}, a company registered in ${SITE.registeredIn} under company number ${SITE.companyNumber}. Our registered office is ${SITE.registeredOffice}.`,
          `${SITE.legalEntity} is the controller of the personal data described here. For anything to do with your data, email ${SITE.privacyEmail}.`,
        ],
      },
      {
        heading: 'Visitors from the UK, the US and elsewhere',
        paragraphs: [
          `We are a UK business, so the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR) govern how we handle personal data.`,
          `Many of our clients are in the United States. If you visit from the US or anywhere else, your data is handled under this same policy, with the same safeguards and the same rights.`,
        ],
      },
      {
        heading: 'Information you give us',
        paragraphs: [
          `We only receive the details you choose to type into one of our forms:`,
          `Please leave out health details or other sensitive information about yourself or anyone else unless we genuinely need it to understand your request.`,
        ],
        items: [
          'Newsletter sign-up: your email address and, if you choose to add it, your name.',
          'Contact form: your name, email address, company and message.',
          "Charity application: your organisation's details, your contact details and your description of the support you need.",
          'Self-assessment results by email, only if you ask us to send them: your email address, your results and, if you choose to add it, your name.',
        ],
      },
      {
        heading: 'Information collected when you browse',
        paragraphs: [
          `Every page is served by Cloudflare Workers, run by Cloudflare, Inc., which sees your IP address when your browser asks for a page and works out an approximate country from it. We use that country for one purpose only: pre-selecting whether prices appear in pounds (GBP) or dollars (USD).`,
          `Cloudflare's rate limiting also uses your IP address to block automated abuse of our forms.`,
          `If Cloudflare cannot tell which country you are in, your browser asks ipapi.co, a third-party IP geolocation service, once, and keeps a note of the answer. Our cookies page describes that note and how to delete it.`,
          `We use no third-party analytics, advertising or social-media tracking tools, and there are no tracking pixels anywhere on the site. The site counts visits itself, as the next section explains.`,
        ],
      },
      {
        heading: 'How we count visits, without cookies',
        paragraphs: [
          `To learn which pages are read, where visitors come from and which buttons lead to a booked call, a purchase or a form, the site counts visits itself. It sets no cookie for this and stores nothing in your browser. No analytics company is involved: the counting happens on Cloudflare, which already serves every page, and the results are kept in our own database on Cloudflare D1. None of it is sent anywhere else.`,
          `What is counted:`,
        ],
        items: [
          'each page you are shown, and pages that do not exist (so that we can fix broken links);',
          'the page you arrived on and any campaign tags in its web address (utm_source, utm_medium and utm_campaign);',
          'the name of the website that linked to us, never the full address of the page you came from;',
          'your country, as Cloudflare works it out from your IP address, and whether you are on a phone, tablet or computer;',
          'clicks on the booking calendar, on checkout links and on the copy-email button, with the words on the button and the part of the page it is in;',
          'that a form was sent or a self-assessment completed, never what was in it;',
          'how quickly each page loaded and responded to you (its Core Web Vitals).',
        ],
      },
      {
        heading: 'What visit counting keeps, and what it never does',
        paragraphs: [
          `Your IP address and your browser's user agent (the line that names your browser and device) are never written down anywhere. To tell one visitor from another within a single day, our server combines them with a random value that is replaced every day and turns the result into a one-way code. The day's random value is deleted when the day ends (UTC), after which nobody, including us, can work the code out again or link it to any other day. A visit is never linked to a form you send, to your email address or to you.`,
          `What we keep are counts per day, such as "40 visitors arrived on this page from LinkedIn and 3 of them booked a call", for ${ANALYTICS_RETENTION_MONTHS} months, so that a month can be compared with the same month a year before. The day's record of each code with its first page and source, which lets a booking be credited to the page that brought the visitor, is deleted within 48 hours.`,
          `When you follow a link to book a call or to pay, our server adds a reference to it: a random number, made at that moment, with nothing of you or your one-way code in it. Calendly or Stripe hands the reference back when a call is booked or cancelled or a payment goes through, so that we can count it for the page, source and campaign of your visit. We keep the reference with those facts, the button you used and, for a payment, its amount and currency; never your name, email address, postal address or card details. Until the day ends (UTC) the reference also sits beside a one-way code of your IP address alone, made with the same daily random value, so that one machine cannot make more than a handful of references a day; that code is deleted when the day ends. References are deleted after ${ATTRIBUTION_RETENTION_DAYS} days.`,
          `Not counted at all: any visit from a browser that sends the Global Privacy Control signal, search engines and other automated visitors, pages your browser prepares in advance but never shows you, and the site operator's own visits while signed in.`,
        ],
      },
      {
        heading: 'What happens to a form submission',
        paragraphs: [
          `When you press send, your submission is first saved in an outbox, a database hosted on Cloudflare D1. From there it is forwarded to our backend on Supabase, where a function adds it to our customer relationship management system, Agile CRM.`,
          `The outbox means nothing is lost if a service is briefly unavailable. Your details are deleted from it as soon as delivery succeeds. Until then, failed deliveries are retried for up to ${LEAD_RETENTION_DAYS} days, and our site operator can see the waiting submission in order to send it again or delete it; after ${LEAD_RETENTION_DAYS} days your details are deleted from the outbox whether or not they were delivered.`,
          `Alongside your submission the outbox keeps a random reference number, which says nothing about you, and, until the end of the day (UTC) on which you sent the form, a fingerprint of the submission made with a secret key that only our server holds. The fingerprint lets us recognise the same form sent twice that day; without the key it cannot be matched to your email address, and it is deleted when the day ends.`,
          `Once your details are deleted, what remains is a note with no personal data in it: the reference number, the type of form, when it was sent, how many delivery attempts were made and how the last one went. That note is deleted ${LEAD_RETENTION_DAYS} days after delivery, or ${LEAD_RETENTION_DAYS} days after an undelivered submission's details were deleted.`,
          `Some forms may use Cloudflare Turnstile to check that a person, not a script, is submitting them; Cloudflare processes the browser information this needs under its own privacy policy.`,
        ],
      },
      {
        heading: 'Why we use your data, and our lawful basis',
        paragraphs: [
          `Our lawful basis for each use of your data:`,
          `Where we rely on legitimate interests, we use only the data that purpose needs, and you can object at any time. We do not sell your personal data or share it with advertisers.`,
        ],
        items: [
          `Newsletter: your consent. You can withdraw it whenever you like through the unsubscribe link in every email, or by writing to ${SITE.privacyEmail}.`,
          'Contact enquiries: our legitimate interest in replying and, where you are asking about working with us, steps taken at your request before a contract.',
          'Charity applications: the same legitimate interests and pre-contract steps, so that we can consider your application.',
          'Self-assessment results by email: our legitimate interest in sending you the results you asked for.',
          'IP address and approximate country: our legitimate interests in delivering the site securely, protecting our forms and showing prices in your currency.',
          'Counting visits: our legitimate interest in knowing which pages and links work, using daily counts that cannot identify you. Nothing is stored on or read from your device for it, so it needs no consent under PECR.',
        ],
      },
      {
        heading: 'Self-assessments',
        paragraphs: [
          `Self-assessment answers, for example in the CEO burnout assessment, are processed in your browser and on our server to show you a result. We do not store them.`,
          `The web address of your results page holds only your encoded answers, never your name, email address or other personal data. Anyone you share it with sees the same results, so share it as carefully as the answers themselves.`,
          `Nothing is kept unless you ask for your results by email; your email address and results then follow the same route as any other form.`,
        ],
      },
      {
        heading: 'Booking calls and making payments',
        paragraphs: [
          `Booking a call takes you to Calendly, an external scheduling service. Calendly collects the details you enter on its pages under its own privacy policy and passes the booking to us so that we can hold the call.`,
          `Buying a plan or the Reality Check takes you to Stripe's checkout. Stripe handles your payment card details; we never see or store your full card number. Stripe confirms the payment to us with the details we need to identify it and contact you.`,
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          `Cloudflare, Supabase, Agile CRM, Calendly, Stripe and ipapi.co may process data in the United States or other countries outside the UK.`,
          `Each such transfer is covered by UK adequacy regulations, including the UK-US data bridge for US organisations certified under it, or by the UK International Data Transfer Addendum to the EU standard contractual clauses. Email ${SITE.privacyEmail} if you would like to know which safeguard applies to a particular provider.`,
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          `In the outbox on Cloudflare D1, your details are deleted on delivery, or after ${LEAD_RETENTION_DAYS} days if delivery keeps failing; the keyed fingerprint of your submission is deleted at the end of the day (UTC) on which you sent it; the note that remains, with no personal data in it, goes ${LEAD_RETENTION_DAYS} days after that. In our CRM, newsletter details stay for as long as you remain subscribed. Enquiries and charity applications stay for as long as we need them to reply and to manage any work or support that follows. If you would like us to delete your details sooner, ask at ${SITE.privacyEmail} and we will, unless the law requires us to keep them.`,
          `Visit counts are kept for ${ANALYTICS_RETENTION_MONTHS} months as daily totals that identify no one; the day's one-way codes go within 48 hours, and the random value behind them when the day ends. The references added to booking and checkout links are deleted after ${ATTRIBUTION_RETENTION_DAYS} days.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You have the right to:`,
          `To use any of these rights, email ${SITE.privacyEmail}. We may ask you to confirm your identity first, we will reply within one month, and there is normally no charge.`,
        ],
        items: [
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate or incomplete data corrected (rectification);',
          'have your data erased;',
          'restrict how we use your data while a concern is looked into;',
          'object to our use of your data where we rely on legitimate interests;',
          'receive data you gave us in a portable, machine-readable format;',
          'withdraw your consent at any time.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `If you are unhappy with how we have handled your data, please tell us first at ${SITE.privacyEmail} so we can put it right. You can also complain to the Information Commissioner's Office, the UK data protection regulator, at ico.org.uk or on 0303 123 1113.`,
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          `If we change how the site handles personal data, for instance by adding a new service provider, we will update this policy and the date at the top of the page.`,
        ],
      },
    ],
  },
  '/terms-conditions': {
    intro: `These terms apply when you use the ${SITE.brand} website, take one of our self-assessments, or buy a monthly plan or a Reality Check session through our checkout links. They are written to be read, so please take five minutes over them before you buy.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `The website at ${SITE.origin} is run by ${SITE.legalEntity}, trading as ${SITE.tradingName}. We are a company registered in ${SITE.registeredIn} (company number ${SITE.companyNumber}) with our registered office at ${SITE.registeredOffice}. You can reach us at ${SITE.contactEmail}.`,
          `In these terms, "we", "us" and "our" mean ${SITE.legalEntity}. "You" means the person using the site or buying from us, and the organisation you act for if you buy on its behalf.`,
        ],
      },
      {
        heading: 'Using the website',
        paragraphs: [
          `You are welcome to read, share and link to any public page. In return, please do not:`,
          `We may block access from sources that misuse the site, and we may change, pause or withdraw any part of it. We work to keep it available, but we cannot promise it will always be uninterrupted or free of errors.`,
        ],
        items: [
          'try to reach parts of the site that are not public, including the sign-in and blog management pages;',
          "submit forms automatically, in bulk, or with details that are false or belong to someone else;",
          'introduce viruses or other harmful code, or try to overload or disrupt the site;',
          'copy substantial parts of our content to republish as your own.',
        ],
      },
      {
        heading: 'Information, not advice',
        paragraphs: [
          `Our articles, guides, templates and worked examples show how we approach strategy, marketing, operations and executive support. They are general information written for a broad audience, not advice on your circumstances. Before acting on anything with legal, financial, tax or employment consequences, speak to a qualified adviser who knows your situation.`,
          `Figures such as our typical results describe outcomes seen across past projects. They are not a promise of what any one engagement will achieve, because results depend on your business, your market and the time you are able to give the work.`,
        ],
      },
      {
        heading: 'Self-assessments',
        paragraphs: [
          `Our self-assessments, including the CEO burnout assessment, are reflective tools. They help you think about how you work, where your time goes and where support might make a difference.`,
          `They are not a medical, psychological or professional diagnosis, and a result is not a substitute for one. If you are worried about your health, stress or wellbeing, talk to your GP or another qualified professional. If you need to talk to someone urgently, Samaritans can be reached free on 116 123 in the UK, and in the US you can call or text 988.`,
        ],
      },
      {
        heading: 'Plans and payments',
        paragraphs: [
          `We offer four monthly plans: Starter Sidekick, Strategic Sidekick, Executive Partner and Full-Force Executive. Each includes a set number of hours of support a month, shown on our pricing pages in pounds or dollars. The price you pay is the one shown in Stripe's checkout at the time you buy.`,
          `Plans are monthly retainers billed in advance through Stripe's checkout. Stripe processes your card, and we never see your full card number. Your plan rolls on from month to month until either of us ends it with 30 days' notice; to give notice, email ${SITE.contactEmail}.`,
          `Hours you do not use in a month carry over into the following month only. Any still unused at the end of that following month lapse. In practice, if a quiet month is coming, tell us early and we will plan the work so that your hours are spent where they count.`,
          `If you buy as a consumer rather than for a business, nothing in these terms affects your statutory rights.`,
        ],
      },
      {
        heading: 'The Reality Check session',
        paragraphs: [
          `The Reality Check is a two-hour strategy session that ends with a tactical implementation plan you can act on straight away. You pay for it in advance through Stripe's checkout.`,
          `If you need to move your session, please give us at least 24 hours' notice before the agreed start time by emailing ${SITE.contactEmail}, and we will find another slot with you.`,
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The content of this website, including its text, graphics, templates and assessments, and the ${SITE.brand} name and logo, belongs to us or to people who have licensed it to us.`,
          `You may print or download pages and templates for your own use or for use within your organisation. You may not sell them, republish them as your own work, or use our name or logo in a way that suggests we endorse you, without our written permission.`,
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          `Our pages link to services run by other companies, including Calendly for booking calls and Stripe for payments, as well as to articles and resources elsewhere. We do not control those sites and are not responsible for their content or for how they handle your data. Their own terms and privacy policies apply when you use them.`,
        ],
      },
      {
        heading: 'Our liability',
        paragraphs: [
          `We take care to keep the website accurate, but we cannot guarantee that every page is complete or current at the moment you read it. We are not responsible for loss caused by relying on the general information on this site without taking advice on your own situation.`,
          `When we provide a paid service, we will provide it with reasonable care and skill.`,
          `Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else the law does not allow us to exclude or limit.`,
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          `These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them. This applies wherever you are based, including if you are one of our clients in the United States. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.`,
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          `We may update these terms, for example when we change our plans or the way payment works. The version on this page, dated at the top, is the one that applies when you use the site or make a purchase. If a change affects a plan you already pay for, we will tell you by email before it applies.`,
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `For questions about these terms, your plan or a booking, email ${SITE.contactEmail}. For questions about personal data, write to ${SITE.privacyEmail} or read our privacy policy. Letters can be sent to ${SITE.legalEntity} at ${SITE.registeredOffice}.`,
        ],
      },
    ],
  },
  '/cookies': {
    intro: `This page lists every cookie and every item of browser storage the ${SITE.brand} website uses. The list is short: one optional cookie that remembers your currency, one sign-in cookie that only the site operator ever receives, and one note of your country kept in your browser so prices appear in the right currency.`,
    sections: [
      {
        heading: 'What cookies and browser storage are',
        paragraphs: [
          `A cookie is a small piece of text a website asks your browser to keep and send back with later requests. Browser storage, such as localStorage, is similar, but it stays inside your browser and is read by the page's own scripts rather than travelling with every request.`,
          `The Privacy and Electronic Communications Regulations (PECR) require us to tell you clearly what we store on your device and why. The sections below do that for each item, including who sets it, what it contains and how long it stays.`,
        ],
      },
      {
        heading: 'The currency cookie',
        paragraphs: [
          `This cookie remembers whether you want prices in pounds or dollars. It is set only when you make that choice yourself.`,
          `If you never choose a currency, this cookie is never set, and the site picks a sensible default on each visit instead. If you delete it, prices return to that default until you choose again.`,
        ],
        items: [
          'Name: currency',
          'Type: functional preference cookie, first-party (it belongs to this website and other sites cannot read it)',
          'Value: GBP or USD',
          'Set when: you use the GBP/USD switch, choose the UK or US region link, or visit /uk or /us',
          'Lasts: one year, unless you delete it sooner',
          'Tracking: none; it holds your currency choice and nothing else',
        ],
      },
      {
        heading: 'The sign-in cookie',
        paragraphs: [
          `This cookie is set only when the site operator signs in at /auth to manage the blog and the outbox of form submissions. As a visitor reading or using the site, you will never receive it.`,
          `Because it is strictly necessary for a service its user has asked for, signing in, it does not need consent under PECR.`,
        ],
        items: [
          'Name: sb_session',
          'Type: strictly necessary, first-party',
          'Protection: HttpOnly (page scripts cannot read it), Secure (sent only over HTTPS) and SameSite=Strict (never sent with requests that start on another site)',
          'Lasts: until the sign-in token expires, after about an hour, or until sign-out, whichever comes first',
        ],
      },
      {
        heading: 'What we do not use',
        paragraphs: [
          `There are no analytics cookies, advertising cookies or social-media cookies on this site, and no tracking pixels. Nothing here recognises you across other websites or builds a profile of your interests.`,
          `The site does count visits, but with no cookie and nothing kept in your browser: it counts on the server, from the request your browser makes for each page, and tells visitors apart only within one day, by a one-way code that nobody can work out again once the day is over. Browsers that send the Global Privacy Control signal are not counted. Our privacy policy lists exactly what is counted and what is not.`,
          `For most visitors, no storage is needed to choose a currency at all. Cloudflare, which serves every page, derives an approximate country from the IP address of each request, and the site uses that only to pre-select GBP or USD.`,
        ],
      },
      {
        heading: 'Browser storage: es-geo',
        paragraphs: [
          `Occasionally Cloudflare cannot tell where a request comes from. When that happens, your browser makes a single request to ipapi.co, a third-party IP geolocation service, which reads your IP address and replies with your country. The page then saves the country code and the matching currency in your browser's localStorage so that it does not need to contact ipapi.co again.`,
          `We treat es-geo as functional storage under PECR: it exists only to show prices in your currency and is not used for analytics or advertising. ipapi.co handles the IP address it receives under its own privacy policy.`,
        ],
        items: [
          'Key: es-geo',
          'Contents: a two-letter country code and GBP or USD; no name, email address or identifier',
          'Set by: this website, in your browser, only when Cloudflare could not determine your country',
          'Lasts: stays in your browser until you clear it',
        ],
      },
      {
        heading: 'Cloudflare and form protection',
        paragraphs: [
          `Cloudflare uses IP addresses for rate limiting, which stops repeated automated submissions from reaching our forms. Some forms may also use Cloudflare Turnstile to confirm that a person, not a script, is filling them in. Cloudflare's own privacy and cookie policies describe what information these checks rely on.`,
        ],
      },
      {
        heading: 'Other websites we send you to',
        paragraphs: [
          `Booking a call opens Calendly, and buying a plan or the Reality Check opens Stripe's checkout. These are separate websites that may set their own cookies under their own policies, which you can read on their sites. Our cookies belong to our domain and are never sent to them.`,
        ],
      },
      {
        heading: 'How to clear or control cookies and storage',
        paragraphs: [
          `You are in control of everything listed on this page. Any of the following works:`,
          `After you clear es-geo, your browser may check your country with ipapi.co once more on your next visit, but only if Cloudflare again cannot determine it.`,
        ],
        items: [
          `Remove site data for ${HOST}: in most browsers, click the padlock or site information icon beside the address bar and choose the option to clear cookies and site data. This deletes the currency cookie and es-geo together.`,
          'Delete es-geo on its own: open your browser\'s developer tools on any page of our site, go to the Application tab (Chrome, Edge) or the Storage tab (Firefox, Safari), select Local Storage and delete the es-geo entry.',
          'Browse privately: private or incognito windows discard cookies and localStorage when you close them.',
          'Block cookies: you can set your browser to refuse cookies. The site still works; it simply will not remember a currency you choose, so you will need to choose again on each visit.',
        ],
      },
      {
        heading: 'Changes and questions',
        paragraphs: [
          `If we add, remove or change any cookie or storage item, we will update this page and the date at the top. Questions about anything here can go to ${SITE.privacyEmail}, and our privacy policy explains how we handle personal data more broadly.`,
        ],
      },
    ],
  },
} satisfies Record<string, LegalBody>;
