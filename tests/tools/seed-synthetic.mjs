// npm run seed:synthetic -- --posts 10000 --leads 5000 [--persist-to DIR] [--config PATH] | --reset
//
// Fills the LOCAL D1 database (wrangler's local state, never a deployed one) with synthetic Insights posts and
// pending leads, for measurements and tests. The blog then holds N posts: the eight seed posts and N - 8 made
// here from phrase banks (all three clusters, dates over ten years, bodies of about 1,100 words with FAQs). The
// outbox then holds exactly the leads made here, as a long sync-to-agile outage leaves them: tried, failed and
// waiting out a backoff. --reset puts back the normal seed: the migrations' posts and an empty outbox.
// Everything goes through `wrangler d1 execute DB --local`, which this script always passes and never lets go.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const SEED_POSTS = 8;
const CHUNK = 1000;

/** Only these flags; anything else (--remote, --env, --preview, a stray word) stops the script before it runs. */
export function parseArgs(argv) {
  const opts = { posts: undefined, leads: undefined, reset: false, persistTo: undefined, config: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${arg} takes a whole number from 0 to 1,000,000`);
      return n;
    };
    if (arg === '--posts') opts.posts = count();
    else if (arg === '--leads') opts.leads = count();
    else if (arg === '--reset') opts.reset = true;
    else if (arg === '--persist-to') opts.persistTo = value();
    else if (arg === '--config' || arg === '-c') opts.config = value();
    else if (arg === '--remote' || arg === '--preview' || arg.startsWith('--env')) throw new Error(`Refusing ${arg}: this script only ever writes to the local D1 database.`);
    else throw new Error(`Unknown argument ${arg}. Usage: --posts N --leads N [--persist-to DIR] [--config PATH], or --reset`);
  }
  if (!opts.reset && opts.posts === undefined && opts.leads === undefined) throw new Error('Nothing to do: give --posts N, --leads N or --reset.');
  if (opts.reset && (opts.posts !== undefined || opts.leads !== undefined)) throw new Error('--reset restores the normal seed; it takes no counts.');
  if (opts.posts !== undefined && opts.posts < SEED_POSTS) throw new Error(`--posts counts the ${SEED_POSTS} seed posts too, so it is at least ${SEED_POSTS}.`);
  return opts;
}

// --- a small deterministic random source, so the same command makes the same database
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const some = (xs, n) => {
    const copy = [...xs];
    const out = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, pick, int, some };
}

// --- phrase banks
const TOPICS = {
  'chief-of-staff': [
    'the weekly leadership meeting', 'board pack preparation', 'quarterly planning', 'decision logs', 'the CEO’s diary',
    'cross-team priorities', 'the operating rhythm', 'off-site planning', 'investor updates', 'the leadership scorecard',
    'delegation to the senior team', 'meeting hygiene', 'the first hundred days of a chief of staff', 'special projects',
    'internal communications', 'the monthly business review', 'hiring a chief of staff', 'OKR follow-through',
    'the founder’s inbox', 'handovers between teams',
  ],
  'fractional-leadership': [
    'a fractional marketing director', 'a part-time finance director', 'a fractional operations lead', 'brand strategy',
    'the marketing plan', 'pricing reviews', 'a go-to-market plan', 'interim leadership cover', 'the sales pipeline',
    'a fractional people director', 'supplier reviews', 'business systems', 'a two-day-a-week engagement',
    'scoping a fractional role', 'measuring a fractional hire', 'agency management', 'the customer journey',
    'a growth plan', 'the annual budget', 'a retained advisory arrangement',
  ],
  'founder-wellbeing': [
    'decision fatigue', 'a sustainable working week', 'protected thinking time', 'saying no', 'the Sunday-evening dread',
    'holidays without the laptop', 'sleep and performance', 'the founder’s support network', 'burnout warning signs',
    'boundaries with investors', 'a realistic to-do list', 'recovery after a hard quarter', 'the weekly review',
    'energy management', 'working with a coach', 'loneliness at the top', 'email out of hours', 'the school run',
    'a four-day week for leaders', 'perfectionism',
  ],
};
const AUDIENCES = [
  'Founders', 'Scale-Up CEOs', 'Managing Directors', 'Charity Chief Executives', 'Family Business Owners', 'Agency Owners',
  'Healthcare Leaders', 'Professional Services Partners', 'First-Time CEOs', 'Technology Founders', 'Retail Directors',
  'Manufacturing Leaders', 'Practice Owners', 'Social Enterprise Leaders', 'Private Equity-Backed CEOs',
];
const TITLES = [
  (t, a) => `How ${a} Can Get More From ${t}`,
  (t, a) => `${t}: A Practical Guide for ${a}`,
  (t, a) => `What ${a} Get Wrong About ${t}`,
  (t, a) => `Five Questions ${a} Should Ask About ${t}`,
  (t, a) => `${t} Without the Overwhelm: Notes for ${a}`,
  (t, a) => `A 30-Day Plan for ${t}, Written for ${a}`,
  (t, a) => `Why ${t} Matters More Than ${a} Think`,
  (t, a) => `The Quiet Cost of Neglecting ${t}: A Note for ${a}`,
  (t, a) => `Getting ${t} Right: Lessons From Working With ${a}`,
  (t, a) => `${t} in Practice: A Checklist for ${a}`,
  (t, a) => `When ${a} Should Rethink ${t}`,
  (t, a) => `Seven Habits That Improve ${t} for ${a}`,
];
const OPENINGS = [
  'Most {audience} we work with know that {topic} deserves more attention than it gets.',
  'Ask a room of {audience} about {topic} and you will hear the same story told a dozen ways.',
  'It is easy to treat {topic} as something to sort out next quarter, when the diary is calmer.',
  'Few things shape a leader’s week as quietly as {topic}.',
  '{Topic} rarely fails in a dramatic way; it wears a business down a week at a time.',
];
const SENTENCES = [
  'The pattern is familiar: good intentions in January, and by March the old habits are back.',
  'A short written plan, reviewed every Friday, does more than an elaborate framework nobody opens.',
  'The first step is to write down what {topic} costs you now, in hours and in decisions delayed.',
  'Most of the improvement comes from doing a few simple things every week rather than something clever once.',
  'Leaders who get this right tend to give it a fixed slot in the diary and protect it like a client meeting.',
  'It helps to agree, in writing, who owns each part of the work and when it will next be reviewed.',
  'Expect the first month to feel slower, because you are building the habit as well as doing the work.',
  'A chief of staff or a trusted assistant can carry much of the preparation, leaving the judgement with you.',
  'Numbers help: choose two or three measures and look at them at the same time every week.',
  'If something has slipped three weeks running, it is a sign the plan is too ambitious rather than that you are failing.',
  'Talk to the people closest to the work before you change anything; they usually know where the friction is.',
  'The aim is not perfection but a rhythm you can keep up when the business is busy.',
  'A useful test is whether the arrangement would survive you taking a fortnight’s holiday.',
  'Small businesses feel the effect of {topic} sooner, because there is less slack to absorb a bad month.',
  'Write the decision down, along with the reason, so nobody has to reopen it next month.',
  'For {audience}, the hardest part is usually letting go of work they have always done themselves.',
  'The best time to review {topic} is before it becomes urgent, not after a difficult board meeting.',
  'Keep the first version light: a page of notes is better than a polished document that arrives too late.',
  'Make the next step obvious, with a name and a date beside it.',
  'Progress tends to show up first in calmer Mondays and fewer surprises, long before it shows in the accounts.',
  'Share the plan with the senior team so they can hold you to it as much as you hold them.',
  'A quarterly check, with an honest look at what worked and what did not, keeps the approach from going stale.',
  'Where money is tight, start with the changes that free up your own time, because that pays for the rest.',
  'Be wary of copying what worked for a much larger company; the principles travel better than the processes.',
];
const HEADINGS = [
  'Why it matters', 'Where it usually goes wrong', 'A simple way to start', 'What good looks like', 'Who should own it',
  'How to measure progress', 'Common objections, answered', 'Making it stick', 'When to ask for help', 'A worked example',
  'The first four weeks', 'What to stop doing',
];
const STEPS = [
  'Block ninety minutes in the diary this week and treat it as fixed.',
  'List everything that currently touches {topic}, however small.',
  'Mark each item keep, delegate or drop, and be honest about the last column.',
  'Agree one measure that will tell you whether things are improving.',
  'Tell the team what is changing and why, in a short note rather than a meeting.',
  'Review progress on Friday afternoon and adjust the plan for the week ahead.',
  'Book a check-in with an adviser or peer in six weeks’ time.',
];
const FAQS = [
  [
    'How long does it take to see results with {topic}?',
    'Most leaders notice a difference within four to six weeks, provided the new routine is kept every week rather than saved for quiet ones.',
  ],
  [
    'Do {audience} need outside help with {topic}?',
    'Not always. Many of the gains come from a clear plan and a fixed slot in the diary; outside help is most useful when there is no time to build the habit alone.',
  ],
  [
    'What does a fractional specialist cost for work on {topic}?',
    'It depends on the hours involved. A focused engagement of a few days a month usually costs far less than a full-time senior hire, and can be scaled up or down each quarter.',
  ],
  [
    'Can {topic} be improved without hiring?',
    'Often, yes. Start by removing work that no longer earns its place, then delegate what remains to the people best placed to do it.',
  ],
  [
    'How often should we review {topic}?',
    'Weekly for the routine itself, and quarterly for a wider look at whether the approach still fits the business.',
  ],
  [
    'What is the first thing to change?',
    'Write down how things work today. Most of the improvements become obvious once the current state is on one page.',
  ],
];

const CLUSTERS = Object.keys(TOPICS);

const fill = (template, topic, audience) =>
  template
    .replaceAll('{topic}', topic)
    .replaceAll('{Topic}', topic[0].toUpperCase() + topic.slice(1))
    .replaceAll('{audience}', audience.toLowerCase().replace('ceos', 'CEOs'));
const SMALL = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'without']);
const titleCase = (topic) => topic.split(' ').map((w) => (SMALL.has(w) ? w : w[0].toUpperCase() + w.slice(1))).join(' ');
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);
const slugify = (s) => s.toLowerCase().replace(/’/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 90).replace(/-$/, '');

/** `count` posts, unique in title and slug, none with a slug from the seed posts. */
export function makePosts(count, reservedSlugs = new Set(), seed = 20261123) {
  const r = random(seed);
  const titles = new Set();
  const slugs = new Set(reservedSlugs);
  const posts = [];
  const start = Date.UTC(2016, 0, 4);
  const span = Date.UTC(2026, 10, 1) - start;
  // Every (cluster, topic, audience, title) combination once, shuffled: about 10,800 distinct titles.
  const combos = [];
  for (const cluster of CLUSTERS) for (const topic of TOPICS[cluster]) for (const audience of AUDIENCES) for (const title of TITLES) combos.push({ cluster, topic, audience, title });
  const order = r.some(combos, combos.length);
  for (let i = 0; posts.length < count; i++) {
    const { cluster, topic, audience, title: template } = order[i % order.length];
    let title = template(titleCase(topic), audience);
    title = capitalised(title);
    if (i >= order.length) title = `${title}, Revisited${i >= 2 * order.length ? ` (${Math.floor(i / order.length)})` : ''}`;
    if (titles.has(title)) continue;
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    titles.add(title);
    slugs.add(slug);
    // Sentences are dealt from a shuffled deck, so a post repeats none until it has used them all.
    let deck = [];
    const sentence = () => {
      if (!deck.length) deck = r.some(SENTENCES, SENTENCES.length);
      return fill(deck.pop(), topic, audience);
    };
    const paragraph = (n) => Array.from({ length: n }, sentence).join(' ');
    const sections = r.some(HEADINGS, r.int(5, 6)).map((heading, s) => {
      const parts = [`## ${heading}`, paragraph(r.int(3, 5)), paragraph(r.int(3, 5))];
      if (s === 1) parts.push(r.some(STEPS, 4).map((step) => `- ${fill(step, topic, audience)}`).join('\n'));
      if (s === 3) parts.push(r.some(STEPS, 5).map((step, k) => `${k + 1}. ${fill(step, topic, audience)}`).join('\n'));
      return parts.join('\n\n');
    });
    const opening = `${fill(r.pick(OPENINGS), topic, audience)} ${paragraph(4)}`;
    const closing = `## In short\n\n${paragraph(3)} If you would like a second pair of hands with ${topic}, [book a free discovery call](/contact).`;
    const content = [opening, paragraph(4), ...sections, closing].join('\n\n');
    const faqs = r.some(FAQS, 3).map(([q, a]) => ({ question: fill(q, topic, audience), answer: a }));
    const date = new Date(start + Math.floor(r.next() * span)).toISOString().slice(0, 10);
    const excerpt = `${fill(r.pick(OPENINGS), topic, audience)} Here is a practical way to approach it.`;
    posts.push({
      slug,
      title,
      h1: title,
      meta_description: `${excerpt.slice(0, 120).replace(/\s+\S*$/, '')}: practical advice for ${audience.toLowerCase().replace('ceos', 'CEOs')}.`,
      excerpt,
      author: 'Executive Sidekick',
      date,
      keywords: JSON.stringify([topic, `${topic} for ${audience.toLowerCase()}`, cluster.replaceAll('-', ' '), 'Executive Sidekick insights']),
      cluster,
      content,
      faqs: JSON.stringify(faqs),
      // One in twenty is a draft, as a working editor's list would have.
      status: i % 20 === 19 ? 'draft' : 'published',
      created_at: `${date}T09:00:00.000Z`,
      updated_at: `${date}T09:00:00.000Z`,
    });
  }
  return posts;
}

const FIRST = ['Amelia', 'Oliver', 'Priya', 'James', 'Sophie', 'Mohammed', 'Grace', 'Thomas', 'Hannah', 'Daniel', 'Chloe', 'Kwame', 'Isla', 'Rhys', 'Niamh', 'Arjun'];
const LAST = ['Hughes', 'Patel', 'Okafor', 'Campbell', 'Evans', 'Murphy', 'Shah', 'Walker', 'Thompson', 'Davies', 'Kaur', 'Robertson', 'Jones', 'Clarke'];
const COMPANIES = ['Harbour Lane Consulting', 'Northfield Dental', 'Brightwater Studio', 'Kestrel Logistics', 'Oakmere Homes', 'Fenwick & Shaw LLP', 'Willow Tree Nurseries'];
const CHARITIES = ['Riverside Food Bank', 'Open Doors Youth Trust', 'Hillside Carers’ Network', 'Second Chapter Literacy'];

/** `count` outbox rows as the outbox stores them (routes/leads/outbox.ts, routes/_lib/lead-fields.ts LeadRecord). */
export function makeLeads(count, now = Date.now(), seed = 5000) {
  const r = random(seed);
  const hex = () => Array.from({ length: 64 }, () => Math.floor(r.next() * 16).toString(16)).join('');
  const leads = [];
  for (let i = 0; i < count; i++) {
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    const email = `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`;
    const kind = i % 10;
    let record;
    if (kind < 6) record = { name, email, message: 'Newsletter subscription', source: 'newsletter_signup', newsletter_signup: true };
    else if (kind < 8) {
      const company = r.pick(COMPANIES);
      record = { name, email, message: `Company: ${company}\n\nWe are growing quickly and I am stretched thin. Could we talk about a few days a month of support?`, source: 'contact_form', newsletter_signup: false, company };
    } else if (kind === 8) {
      const organisation = r.pick(CHARITIES);
      record = { name, email, message: `Organisation: ${organisation}\nYour role: Chief Executive\n\nOur trustees want a clearer three-year plan and we have no capacity to write it.`, source: 'charity_application', newsletter_signup: false, company: organisation };
    } else {
      record = { name, email, message: 'Your result: a fractional chief of staff is a strong fit.\nResult link: https://www.executivesidekick.co.uk/assessment/result?a=3-4-2-5-4-3-4-5', source: 'assessment', newsletter_signup: false };
    }
    // Arrived over the last two days, one to ten failed attempts, waiting out a backoff that ends within six hours.
    const created = now - (count - i) * Math.floor((2 * 86_400_000) / Math.max(count, 1)) - 600_000;
    leads.push({
      idempotency_key: hex(),
      source: record.source,
      record: JSON.stringify(record),
      attempts: 1 + (i % 10),
      next_attempt_at: now + r.int(1, 360) * 60_000,
      last_error: 'HTTP 503',
      last_status: 503,
      created_at: created,
      updated_at: now - r.int(10, 60) * 60_000,
    });
  }
  return leads;
}

const sql = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
const insert = (table, rows) =>
  rows.map((row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(sql).join(', ')});`).join('\n');

function wrangler(opts, ...command) {
  const args = ['wrangler', 'd1', ...command, 'DB', '--local'];
  if (opts.persistTo) args.push('--persist-to', opts.persistTo);
  if (opts.config) args.push('-c', opts.config);
  const res = spawnSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error(`wrangler ${args.slice(1).join(' ')} failed (exit ${res.status})`);
}

export function seedSynthetic(opts) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-synthetic-'));
  let n = 0;
  const run = (text) => {
    const file = path.join(dir, `${++n}.sql`);
    writeFileSync(file, text);
    wrangler(opts, 'execute', '--yes', '--file', file);
  };
  try {
    // The schema first (a no-op when it is up to date), so a fresh state directory works too.
    wrangler(opts, 'migrations', 'apply');
    const seedSql = readFileSync(path.join(root, 'migrations/0002_seed_posts.sql'), 'utf8');
    if (opts.reset || opts.posts !== undefined) run(`DELETE FROM posts;\n${seedSql}`);
    if (opts.reset || opts.leads !== undefined) run('DELETE FROM leads_outbox;');
    if (opts.posts > SEED_POSTS) {
      const reserved = new Set([...seedSql.matchAll(/VALUES \('([a-z0-9-]+)'/g)].map((m) => m[1]));
      const posts = makePosts(opts.posts - SEED_POSTS, reserved);
      for (let i = 0; i < posts.length; i += CHUNK) run(insert('posts', posts.slice(i, i + CHUNK)));
    }
    if (opts.leads) {
      const leads = makeLeads(opts.leads);
      for (let i = 0; i < leads.length; i += CHUNK * 5) run(insert('leads_outbox', leads.slice(i, i + CHUNK * 5)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
  const started = performance.now();
  seedSynthetic(opts);
  const what = opts.reset ? 'the normal seed (8 posts, an empty outbox)' : [opts.posts !== undefined && `${opts.posts} posts`, opts.leads !== undefined && `${opts.leads} pending leads`].filter(Boolean).join(' and ');
  console.log(`Local D1${opts.persistTo ? ` (${opts.persistTo})` : ''} now holds ${what}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
