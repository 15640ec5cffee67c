import { describe, expect, it } from 'vitest';
import { encodeAnswers } from '../../routes/assessments/answer-code';
import { BURNOUT, BURNOUT_QUESTIONS } from '../../routes/assessments/burnout-questions';
import { FIT, FIT_STATEMENTS, type AreaKey } from '../../routes/assessments/fit-questions';
import { burnoutLevels } from '../../routes/_lib/burnout-levels';
import { SITE } from '../../routes/_lib/site-config';
import { GO_BOOK_PATH, GO_CHECKOUT_PATH } from '../../routes/_lib/go-links';
import { count, fetchPath, jsonLd, meta, textOf, title } from './helpers';

const STRONG: [number, number] = [3, 3];
const SOME: [number, number] = [3, 2];

function fitAnswers(areas: Partial<Record<AreaKey, [number, number]>>, team: number): number[] {
  const seen = new Map<AreaKey, number>();
  return [
    ...FIT_STATEMENTS.map((s) => {
      const n = seen.get(s.area) ?? 0;
      seen.set(s.area, n + 1);
      return areas[s.area]?.[n] ?? 0;
    }),
    team,
  ];
}

/** Burnout answers whose strain adds up to `total`. */
function burnoutAnswers(total: number): number[] {
  let left = total;
  return BURNOUT_QUESTIONS.map((q) => {
    const strain = Math.min(4, left);
    left -= strain;
    return q.positive ? 4 - strain : strain;
  });
}

// Chief of staff and business systems strongly, marketing somewhat, 11 to 50 people: 7 points, Executive Partner.
const EXECUTIVE = fitAnswers({ 'chief-of-staff': STRONG, 'business-systems': STRONG, 'brand-marketing': SOME }, 2);
// One strong need, working alone: Starter Sidekick.
const STARTER = fitAnswers({ 'executive-support': STRONG }, 0);

function post(path: string, fields: Record<string, string>, country = 'GB') {
  return fetchPath(path, {
    country,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const formFor = (questions: readonly { id: string }[], answers: number[]) => Object.fromEntries(questions.map((q, i) => [q.id, String(answers[i])]));

/** Every <tag ...> in the HTML as a map of its attributes, whatever their order. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  );
}

const anchor = (html: string, href: string) => tags(html, 'a').find((a) => a.href === href);
/** A link to a go-address (routes/_lib/go-links.ts), whatever its place and words. */
const goAnchor = (html: string, path: string) => tags(html, 'a').find((a) => a.href?.startsWith(`${path}?`));
const GO_TAB = { target: '_blank', rel: 'noopener' };
const radios = (html: string, name: string) => tags(html, 'input').filter((i) => i.type === 'radio' && i.name === name);
const formPostingTo = (html: string, action: string) => tags(html, 'form').find((f) => f.action === action && f.method === 'post');
/** The text a reader sees, without the spaces textOf puts where tags were: '(77%)' rather than '( 77% )'. */
const seen = (html: string) => textOf(html.replace(/<!-- -->/g, '').replace(/<\/?span[^>]*>/g, ''));
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const section = (html: string, marker: string) => html.slice(html.indexOf(marker), html.indexOf('</section>', html.indexOf(marker)));

function expectNoindex(res: Response, html: string) {
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
}

describe('the questionnaire pages without JavaScript', () => {
  for (const q of [FIT, BURNOUT]) {
    it(`${q.path} is one ordinary form posting every question to the worker`, async () => {
      const res = await fetchPath(q.path, { country: 'GB' });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(formPostingTo(html, q.path)).toBeDefined();
      expect(count(html, /<fieldset/g)).toBe(q.questions.length);
      for (const question of q.questions) {
        expect(radios(html, question.id).map((r) => r.value)).toEqual(question.options.map((_, i) => String(i)));
      }
      expect(html).toContain(`Question 1 of ${q.questions.length}`);
      expect(html).toMatch(/<button type="submit"[^>]*>See my results<\/button>/);
      expect(html).toContain('data-island="questionnaire"');
      // The stepper starts on the visitor's first click, key or focus in it: no React on the page's load path.
      expect(html).toContain('data-hydrate="input"');
      expect(html).not.toMatch(/\sstyle="/);
    });
  }

  it('describe themselves as web pages in JSON-LD', async () => {
    const html = await (await fetchPath('/assessment', { country: 'GB' })).text();
    expect(jsonLd(html)).toContainEqual(expect.objectContaining({ '@type': 'WebPage', url: `${SITE.origin}/assessment` }));
  });

  it('say plainly that the burnout check is not a diagnosis', async () => {
    const html = await (await fetchPath('/ceo-burnout-assessment', { country: 'GB' })).text();
    expect(textOf(html)).toContain('not a diagnosis');
  });
});

describe('posting a complete form', () => {
  it('redirects the fit assessment to its result URL with 303', async () => {
    const res = await post('/assessment', formFor(FIT.questions, EXECUTIVE));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/assessment/result?a=${encodeAnswers(EXECUTIVE)}`);
  });

  it('redirects the burnout self-check to its result URL with 303', async () => {
    const answers = burnoutAnswers(30);
    const res = await post('/ceo-burnout-assessment', formFor(BURNOUT.questions, answers));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ceo-burnout-assessment/result?a=${encodeAnswers(answers)}`);
  });
});

describe('posting a partial or malformed form', () => {
  it('answers 400 with the missing questions listed and the given answers kept', async () => {
    const fields = formFor(FIT.questions, EXECUTIVE);
    delete fields.cs1;
    delete fields.team;
    const res = await post('/assessment', fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain('Some questions still need an answer');
    expect(html).toContain('href="#q-cs1"');
    expect(html).toContain('href="#q-team"');
    expect(html).not.toContain('href="#q-sp1"');
    expect(radios(html, 'cs2').find((r) => 'checked' in r)?.value).toBe('3');
    expect(radios(html, 'bm2').find((r) => 'checked' in r)?.value).toBe('2');
    expect(radios(html, 'cs1').some((r) => 'checked' in r)).toBe(false);
    expect(formPostingTo(html, '/assessment')).toBeDefined();
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it.each([
    ['an empty body', ''],
    ['out-of-range answers', new URLSearchParams({ ...formFor(BURNOUT.questions, burnoutAnswers(10)), ex1: '9' }).toString()],
    ['words instead of answers', 'ex1=often&wl1=always'],
  ])('answers 400, not 500, to %s', async (_, body) => {
    const res = await fetchPath('/ceo-burnout-assessment', {
      country: 'GB',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain('Some questions still need an answer');
  });

  it('answers 400, not 500, to a body that is not a form at all', async () => {
    const res = await fetchPath('/assessment', { country: 'GB', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"sp1":' });
    expect(res.status).toBe(400);
  });
});

describe('a result URL that has been cut short or altered', () => {
  it.each([
    ['/assessment/result', '/assessment'],
    ['/assessment/result?a=', '/assessment'],
    ['/assessment/result?a=12345', '/assessment'],
    ['/assessment/result?a=34201432104x2', '/assessment'],
    ['/assessment/result?a=3420143210439', '/assessment'],
    ['/ceo-burnout-assessment/result?a=1111111111111115', '/ceo-burnout-assessment'],
    ['/ceo-burnout-assessment/result?a=111111111111115', '/ceo-burnout-assessment'],
  ])('%s answers 400 with a way back to the questions', async (path, questions) => {
    const res = await fetchPath(path, { country: 'GB' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain('This result link is incomplete');
    expect(anchor(main(html), questions)).toBeDefined();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });
});

describe('the fit assessment result', () => {
  const path = `/assessment/result?a=${encodeAnswers(EXECUTIVE)}`;

  it('is rendered on the server, not indexed, and canonical to itself', async () => {
    const res = await fetchPath(path, { country: 'GB' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expectNoindex(res, html);
    expect(html).toContain(`<link rel="canonical" href="${SITE.origin}${path}"/>`);
    expect(title(html)).toContain('Assessment Result');
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('leads with the top areas, strongest first', async () => {
    const html = await (await fetchPath(path, { country: 'GB' })).text();
    const top = html.match(/<ol[^>]*aria-label="Your top areas"[^>]*>([\s\S]*?)<\/ol>/)![1]!;
    expect(textOf(top)).toMatch(/Chief of Staff.*Business Systems.*Brand & Marketing Strategy/);
  });

  it('explains every area in plain words, with its need', async () => {
    const text = seen(await (await fetchPath(path, { country: 'GB' })).text());
    expect(text).toContain('Chief of Staff Strong need (75%)');
    expect(text).toContain('Brand & Marketing Strategy Some need (63%)');
    expect(text).toContain('Growth Strategy Low need (0%)');
    expect(text).toContain('A chief of staff runs the leadership rhythm');
  });

  it('links each area to its service guide and the persona who shares its pressures', async () => {
    const html = await (await fetchPath(path, { country: 'GB' })).text();
    expect(anchor(html, '/fractional-chief-of-staff')).toBeDefined();
    expect(anchor(html, '/cos-curious-ceo')).toBeDefined();
    expect(anchor(html, '/fixer-coo')).toBeDefined();
  });

  it('recommends the plan with its price, hours and saving in pounds for a UK visitor', async () => {
    const html = await (await fetchPath(path, { country: 'GB' })).text();
    const text = seen(html);
    expect(html).toContain('data-plan="executive"');
    expect(text).toContain('That points to Executive Partner.');
    expect(text).toContain('£3,000/month');
    expect(text).toContain('30 hours a month of senior time, about 120 hours of in-house time');
    expect(text).toContain('Executive Partner saves you £119,000 a year (77%)');
  });

  it('shows the same plan in dollars for a US visitor', async () => {
    const text = seen(await (await fetchPath(path, { country: 'US' })).text());
    expect(text).toContain('$3,800/month');
    expect(text).toContain('saves you $151,400 a year (77%)');
  });

  it('offers the plan’s checkout and the booking calendar, each in a new tab', async () => {
    const html = await (await fetchPath(path, { country: 'GB' })).text();
    const plan = section(html, 'aria-labelledby="plan-heading"');
    expect(goAnchor(plan, `${GO_CHECKOUT_PATH}/executive`)).toMatchObject(GO_TAB);
    expect(goAnchor(plan, GO_BOOK_PATH)).toMatchObject(GO_TAB);
  });

  it('recommends Starter Sidekick for a founder on their own with one strong need', async () => {
    const html = await (await fetchPath(`/assessment/result?a=${encodeAnswers(STARTER)}`, { country: 'GB' })).text();
    expect(html).toContain('data-plan="starter"');
    expect(goAnchor(html, `${GO_CHECKOUT_PATH}/starter`)).toMatchObject({ target: '_blank' });
    expect(seen(html)).toContain('£1,200/month');
  });
});

describe('the burnout self-check result', () => {
  const resultFor = async (total: number) => {
    const res = await fetchPath(`/ceo-burnout-assessment/result?a=${encodeAnswers(burnoutAnswers(total))}`, { country: 'GB' });
    return { res, html: await res.text() };
  };

  it.each([
    [5, 1],
    [20, 2],
    [30, 3],
    [40, 4],
    [55, 5],
  ])('with %i points of strain shows thermometer level %i: its emoji, colour, label and message', async (total, n) => {
    const level = burnoutLevels.find((l) => l.level === n)!;
    const { res, html } = await resultFor(total);
    expect(res.status).toBe(200);
    expect(html).toContain(`data-level="${n}"`);
    expect(html).toContain(`fill="${level.colour}"`);
    const text = textOf(html);
    expect(text).toContain(level.emoji);
    expect(text).toContain(level.label);
    expect(text).toContain(level.message);
  });

  it('is not indexed, and says plainly it is a reflective self-check, not a diagnosis', async () => {
    const { res, html } = await resultFor(30);
    expectNoindex(res, html);
    expect(textOf(html)).toContain('This is a reflective self-check, not a diagnosis.');
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('points levels 1 and 2 to the services, and always to the full assessment', async () => {
    for (const total of [5, 20]) {
      const level = section((await resultFor(total)).html, 'aria-labelledby="level-heading"');
      expect(anchor(level, '/services')).toBeDefined();
      expect(anchor(level, '/assessment')).toBeDefined();
      expect(goAnchor(level, GO_BOOK_PATH)).toBeUndefined();
    }
  });

  it('points levels 3 to 5 to the booking calendar in a new tab', async () => {
    for (const total of [30, 40, 55]) {
      const level = section((await resultFor(total)).html, 'aria-labelledby="level-heading"');
      expect(goAnchor(level, GO_BOOK_PATH)).toMatchObject(GO_TAB);
      expect(seen(level)).toContain('Talk it through with us');
      expect(anchor(level, '/assessment')).toBeDefined();
      expect(anchor(level, '/services')).toBeUndefined();
    }
  });

  it('points to professional support in the UK and US at level 5 only', async () => {
    const top = textOf((await resultFor(55)).html);
    expect(top).toContain('NHS 111');
    expect(top).toContain('116 123');
    expect(top).toContain('988');
    expect((await resultFor(55)).html).toContain('href="tel:116123"');
    const lower = textOf((await resultFor(40)).html);
    expect(lower).not.toContain('116 123');
    expect(lower).not.toContain('988');
  });

  it('breaks the result down by dimension', async () => {
    const text = textOf((await resultFor(60)).html);
    for (const label of ['Exhaustion', 'Detachment', 'Effectiveness', 'Sleep', 'Workload']) expect(text).toContain(`${label} High strain`);
  });
});

describe('result pages and search engines', () => {
  it('are left out of sitemap.xml', async () => {
    const xml = await (await fetchPath('/sitemap.xml')).text();
    expect(xml).toContain('/assessment</loc>');
    expect(xml).not.toContain('/result');
  });

  it('describe the result in the page’s description', async () => {
    const html = await (await fetchPath(`/assessment/result?a=${encodeAnswers(STARTER)}`, { country: 'GB' })).text();
    expect(meta(html, 'name', 'description')!.length).toBeGreaterThanOrEqual(70);
  });
});
