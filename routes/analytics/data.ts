/**
 * The Analytics screen's data: the period asked for, the rollup sums read for it (./report.ts), and the tables
 * built from them. Pure functions: the
 * page, the CSV download and the tests all build the same tables from the same sums, so they cannot disagree.
 */
import { analyticsCopy as copy } from './content';
import { ANALYTICS_PATH } from './routes';
import { OTHER_KEY, OTHER_LABEL, type RollupDim } from './rollups';

export { OTHER_KEY, ROLLUP_DIMS, type RollupDim } from './rollups';

export const RANGES = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type RangeName = (typeof RANGES)[number];
const RANGE_DAYS: Record<Exclude<RangeName, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };
/** The longest custom period: a little over the 25 months the rollups are kept by default. */
export const MAX_DAYS = 800;

export interface Period {
  name: RangeName;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (d: string | undefined): d is string => !!d && ISO_DAY.test(d) && iso(ms(d)) === d;

export function addDays(day: string, n: number): string {
  return iso(ms(day) + n * DAY_MS);
}

/** The period a query asks for, ending today unless custom; the previous period is the same length, just before. */
export function parsePeriod(query: { range?: string; from?: string; to?: string }, today: string): Period | { error: string } {
  const name = (query.range ?? '30d') as RangeName;
  if (!RANGES.includes(name)) return { error: copy.errors.range };
  let from: string;
  let to: string;
  if (name === 'custom') {
    if (!validDay(query.from) || !validDay(query.to)) return { error: copy.errors.dates };
    [from, to] = [query.from, query.to];
    if (from > to) return { error: copy.errors.order };
    if ((ms(to) - ms(from)) / DAY_MS + 1 > MAX_DAYS) return { error: copy.errors.tooLong(MAX_DAYS) };
  } else {
    to = today;
    from = addDays(today, 1 - RANGE_DAYS[name]);
  }
  const days = (ms(to) - ms(from)) / DAY_MS + 1;
  return { name, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** One rollup key's sum over the period and over the previous one. */
export interface SumRow {
  dim: RollupDim;
  key: string;
  metric: string;
  current: number;
  previous: number;
  /** How many keys the dimension has in the period, of which only the top ROW_LIMIT are read. */
  keys: number;
}

export interface AnalyticsData {
  period: Period;
  /** Per day of both periods: dim 'total' only. */
  daily: { day: string; metric: string; value: number }[];
  /** The top ROW_LIMIT keys of each dimension (routes/analytics/report.ts). */
  sums: SumRow[];
  /** Every 404 of the period, not only the top paths read into `sums`. */
  missing: Figure;
}

/** A figure and the same figure for the previous period. null: nothing to show (no samples). */
export interface Figure {
  current: number | null;
  previous: number | null;
}

/** money:XXX is an amount in the minor unit (pence, cents) of the ISO currency XXX, shown in that currency. */
export type Format = 'count' | 'rate' | 'ms' | 'cls' | `money:${string}`;
export interface Column {
  label: string;
  format: Format;
}

export interface AnalyticsTable {
  id: TableId;
  caption: string;
  /** The row label columns (page, source, ...), then the figure columns. */
  keys: string[];
  columns: Column[];
  rows: { keys: string[]; figures: Figure[]; format?: Format }[];
  /** Rows left off the screen and the CSV alike (the long tail). */
  more: number;
}

export const TABLE_IDS = ['overview', 'daily', 'pages', 'landing', 'sources', 'campaigns', 'countries', 'devices', 'cta', 'vitals', 'missing', 'searches', 'unfound'] as const;
export type TableId = (typeof TABLE_IDS)[number];
export const isTableId = (v: unknown): v is TableId => TABLE_IDS.includes(v as TableId);

/** A table's CSV download for the same period (custom dates, so the file matches the screen it came from). */
export const csvPath = (id: TableId, p: Period) => `${ANALYTICS_PATH}/${id}.csv?${new URLSearchParams({ range: 'custom', from: p.from, to: p.to })}`;

/** Rows shown per table, largest first. */
export const ROW_LIMIT = 100;

/** 'up 23%', 'down 5%', 'no change', 'new': the change from the previous period. */
export function change({ current, previous }: Figure): string {
  if (current === null || previous === null) return current === null ? '' : copy.change.new;
  if (previous === 0) return current === 0 ? copy.change.none : copy.change.new;
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? copy.change.none : pct > 0 ? copy.change.up(pct) : copy.change.down(-pct);
}

/** Formatters per currency, built on first use: revenue is shown in the currency it was paid in, never converted. */
const moneyFormats = new Map<string, { format: Intl.NumberFormat; minor: number }>();
function formatMoneyMinor(amount: number, currency: string): string {
  let known = moneyFormats.get(currency);
  if (!known) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', trailingZeroDisplay: 'stripIfInteger' } as Intl.NumberFormatOptions);
    } catch {
      format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    known = { format, minor: format.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(currency, known);
  }
  const text = known.format.format(amount / 10 ** known.minor);
  return known.format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

export function formatFigure(value: number | null, format: Format): string {
  if (value === null) return '–';
  if (format.startsWith('money:')) return formatMoneyMinor(value, format.slice(6));
  switch (format) {
    case 'count':
      return value.toLocaleString('en-GB');
    case 'rate':
      return `${(value * 100).toFixed(1)}%`;
    case 'ms':
      return `${value.toLocaleString('en-GB')} ms`;
    case 'cls':
      return value.toFixed(value < 0.1 ? 3 : 2);
    default:
      return String(value);
  }
}

/** Sums of one dimension by key: metric → figure. */
function byKey(sums: SumRow[], dim: RollupDim): Map<string, Map<string, Figure>> {
  const out = new Map<string, Map<string, Figure>>();
  for (const s of sums) {
    if (s.dim !== dim) continue;
    const metrics = out.get(s.key) ?? new Map<string, Figure>();
    metrics.set(s.metric, { current: s.current, previous: s.previous });
    out.set(s.key, metrics);
  }
  return out;
}

const ZERO: Figure = { current: 0, previous: 0 };
const rate = (num: Figure, den: Figure): Figure => ({
  current: den.current ? (num.current ?? 0) / den.current : null,
  previous: den.previous ? (num.previous ?? 0) / den.previous : null,
});

type Row = AnalyticsTable['rows'][number];

/** How many keys a dimension has in the period: the report reads only the top ROW_LIMIT, and says how many there were. */
function keyCount(data: AnalyticsData, dim: RollupDim): number {
  return data.sums.reduce((n, s) => (s.dim === dim ? Math.max(n, s.keys) : n), 0);
}

function table(id: TableId, keys: string[], columns: Column[], rows: Row[], total = rows.length): AnalyticsTable {
  const sorted = rows.sort((a, b) => (b.figures[0]!.current ?? -1) - (a.figures[0]!.current ?? -1) || (b.figures[0]!.previous ?? -1) - (a.figures[0]!.previous ?? -1) || a.keys[0]!.localeCompare(b.keys[0]!));
  return { id, caption: copy.tables[id].caption, keys, columns, rows: sorted.slice(0, ROW_LIMIT), more: Math.max(0, Math.max(total, sorted.length) - ROW_LIMIT) };
}

/** A key as the table shows it: the long tail's row by its name, any other through `name`. */
const shown = (key: string, name: (key: string) => string = (k) => k) => (key === OTHER_KEY ? copy.other : name(key));

const c = copy.columns;
const count = (label: string): Column => ({ label, format: 'count' });

/**
 * The currencies revenue was counted or refunded in, in either period: the site's two first, then any other a
 * provider reported. Each is a column of its own; amounts are never converted.
 */
export function revenueCurrencies(sums: SumRow[]): string[] {
  const seen = new Set(['GBP', 'USD']);
  for (const s of sums) {
    const [money, currency] = s.metric.split(':');
    if ((money === 'revenue' || money === 'refunded') && currency) seen.add(currency);
  }
  return [...seen];
}

const minus = (a: Figure, b: Figure): Figure => ({ current: (a.current ?? 0) - (b.current ?? 0), previous: (a.previous ?? 0) - (b.previous ?? 0) });

/** Per currency: revenue net of the refunds counted in the same period, then those refunds. */
function moneyColumns(currencies: string[]): Column[] {
  return currencies.flatMap((cur): Column[] => [
    { label: c.netRevenue(cur), format: `money:${cur}` },
    { label: c.refunds(cur), format: `money:${cur}` },
  ]);
}
function moneyFigures(m: (metric: string) => Figure, currencies: string[]): Figure[] {
  return currencies.flatMap((cur) => [minus(m(`revenue:${cur}`), m(`refunded:${cur}`)), m(`refunded:${cur}`)]);
}

/** What the providers' webhooks proved (routes/analytics/attribution/): booked calls, cancellations, paid plans, net revenue and refunds. */
function outcomeColumns(currencies: string[]): Column[] {
  return [count(c.calls), count(c.cancellations), count(c.payments), ...moneyColumns(currencies)];
}
function outcomeFigures(m: Map<string, Figure>, currencies: string[]): Figure[] {
  const get = (metric: string) => m.get(metric) ?? ZERO;
  return [get('calls'), get('cancellations'), get('payments'), ...moneyFigures(get, currencies)];
}

/**
 * Visitors, converted visitors, conversion rate and conversions, then booking and checkout clicks, what the
 * providers proved came of them, and the rates from visit to click to booked call to payment, for the landing
 * page, source and campaign tables.
 */
function visitTable(id: TableId, dim: RollupDim, keyLabel: string, name: (key: string) => string, data: AnalyticsData): AnalyticsTable {
  const currencies = revenueCurrencies(data.sums);
  const rows = [...byKey(data.sums, dim)].map(([key, m]) => {
    const visitors = m.get('visitors') ?? ZERO;
    const converters = m.get('converters') ?? ZERO;
    const clicks = m.get('clicks') ?? ZERO;
    const calls = m.get('calls') ?? ZERO;
    return {
      keys: [shown(key, name)],
      figures: [
        visitors,
        converters,
        rate(converters, visitors),
        m.get('conversions') ?? ZERO,
        clicks,
        ...outcomeFigures(m, currencies),
        rate(clicks, visitors),
        rate(calls, clicks),
        rate(m.get('payments') ?? ZERO, calls),
      ],
    };
  });
  const rateColumn = (label: string): Column => ({ label, format: 'rate' });
  return table(
    id,
    [keyLabel],
    [
      count(c.visitors),
      count(c.converters),
      rateColumn(c.rate),
      count(c.conversions),
      count(c.clicks),
      ...outcomeColumns(currencies),
      rateColumn(c.visitToClick),
      rateColumn(c.clickToCall),
      rateColumn(c.callToPayment),
    ],
    rows,
    keyCount(data, dim),
  );
}

function visitorsBy(id: TableId, dim: RollupDim, keyLabel: string, name: (key: string) => string, data: AnalyticsData): AnalyticsTable {
  const rows = [...byKey(data.sums, dim)].map(([key, m]) => ({ keys: [shown(key, name)], figures: [m.get('visitors') ?? ZERO, m.get('converters') ?? ZERO] }));
  return table(id, [keyLabel], [count(c.visitors), count(c.converters)], rows, keyCount(data, dim));
}

/** The 75th percentile of a histogram of bucket upper bounds, or null without samples. */
export function p75(buckets: [bound: number, n: number][]): number | null {
  const total = buckets.reduce((s, [, n]) => s + n, 0);
  if (!total) return null;
  let seen = 0;
  for (const [bound, n] of [...buckets].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen >= total * 0.75) return bound;
  }
  return null;
}

function vitalsTable(data: AnalyticsData): AnalyticsTable {
  const rows = [...byKey(data.sums, 'vitals')].map(([page, metrics]) => {
    const hist = (name: string, which: 'current' | 'previous') =>
      [...metrics].filter(([m]) => m.startsWith(`${name}:`)).map(([m, f]) => [Number(m.slice(name.length + 1)), f[which] ?? 0] as [number, number]);
    const figure = (name: string): Figure => ({ current: p75(hist(name, 'current')), previous: p75(hist(name, 'previous')) });
    const samples = (which: 'current' | 'previous') => Math.max(...['LCP', 'INP', 'CLS'].map((n) => hist(n, which).reduce((s, [, k]) => s + k, 0)));
    return { keys: [shown(page)], figures: [{ current: samples('current'), previous: samples('previous') }, figure('LCP'), figure('INP'), figure('CLS')] };
  });
  return table('vitals', [c.page], [count(c.samples), { label: c.lcp, format: 'ms' }, { label: c.inp, format: 'ms' }, { label: c.cls, format: 'cls' }], rows, keyCount(data, 'vitals'));
}

export function buildTables(data: AnalyticsData): AnalyticsTable[] {
  const total = byKey(data.sums, 'total').get('') ?? new Map<string, Figure>();
  const t = (m: string) => total.get(m) ?? ZERO;
  const o = copy.overview;
  const currencies = revenueCurrencies(data.sums);
  const money = moneyColumns(currencies);
  const overview: AnalyticsTable = {
    id: 'overview',
    caption: copy.tables.overview.caption,
    keys: [c.figure],
    columns: [count(c.value)],
    rows: [
      { keys: [o.visitors], figures: [t('visitors')] },
      { keys: [o.views], figures: [t('views')] },
      { keys: [o.conversions], figures: [t('conversions')] },
      { keys: [o.converters], figures: [t('converters')] },
      { keys: [o.rate], figures: [rate(t('converters'), t('visitors'))], format: 'rate' },
      { keys: [o.clicks], figures: [t('clicks')] },
      { keys: [o.calls], figures: [t('calls')] },
      { keys: [o.cancellations], figures: [t('cancellations')] },
      { keys: [o.payments], figures: [t('payments')] },
      ...moneyFigures(t, currencies).map((figure, i) => ({ keys: [money[i]!.label], figures: [figure], format: money[i]!.format })),
      { keys: [c.visitToClick], figures: [rate(t('clicks'), t('visitors'))], format: 'rate' },
      { keys: [c.clickToCall], figures: [rate(t('calls'), t('clicks'))], format: 'rate' },
      { keys: [c.callToPayment], figures: [rate(t('payments'), t('calls'))], format: 'rate' },
      { keys: [o.missing], figures: [data.missing] },
    ],
    more: 0,
  };

  const { period } = data;
  const perDay = new Map(data.daily.map((d) => [`${d.day} ${d.metric}`, d.value]));
  const dailyRows: Row[] = [];
  for (let i = 0; i < period.days; i++) {
    const day = addDays(period.from, i);
    const before = addDays(period.previousFrom, i);
    const fig = (metric: string): Figure => ({ current: perDay.get(`${day} ${metric}`) ?? 0, previous: perDay.get(`${before} ${metric}`) ?? 0 });
    dailyRows.push({ keys: [day], figures: [fig('visitors'), fig('views')] });
  }
  const daily: AnalyticsTable = { id: 'daily', caption: copy.tables.daily.caption, keys: [c.day], columns: [count(c.visitors), count(c.views)], rows: dailyRows, more: 0 };

  const pages = table(
    'pages',
    [c.page],
    [count(c.views), count(c.conversionsHere), ...outcomeColumns(currencies)],
    [...byKey(data.sums, 'page')].map(([key, m]) => ({
      keys: [shown(key, (k) => k || copy.unknownPage)],
      figures: [m.get('views') ?? ZERO, m.get('conversions') ?? ZERO, ...outcomeFigures(m, currencies)],
    })),
    keyCount(data, 'page'),
  );
  const ctas = table(
    'cta',
    [c.action, c.button, c.place],
    [count(c.conversions), ...outcomeColumns(currencies)],
    [...byKey(data.sums, 'cta')].map(([key, m]) => {
      if (key === OTHER_KEY) return { keys: [copy.other, '', ''], figures: [m.get('conversions') ?? ZERO, ...outcomeFigures(m, currencies)] };
      const [kind = '', target = '', label = '', place = ''] = key.split('\t');
      return {
        keys: [copy.kindName(kind, target), label === OTHER_LABEL ? copy.otherWords : label || copy.noButton, place === OTHER_LABEL ? copy.otherPlace : place ? copy.placeName(place) : copy.serverPlace],
        figures: [m.get('conversions') ?? ZERO, ...outcomeFigures(m, currencies)],
      };
    }),
    keyCount(data, 'cta'),
  );
  const missing = table(
    'missing',
    [c.path],
    [count(c.times)],
    [...byKey(data.sums, '404')].map(([key, m]) => ({ keys: [shown(key)], figures: [m.get('views') ?? ZERO] })),
    keyCount(data, '404'),
  );

  const searchTable = (id: 'searches' | 'unfound', dim: 'search' | 'search-empty') =>
    table(id, [c.query], [count(c.searches)], [...byKey(data.sums, dim)].map(([key, m]) => ({ keys: [shown(key)], figures: [m.get('searches') ?? ZERO] })), keyCount(data, dim));

  return [
    overview,
    daily,
    pages,
    visitTable('landing', 'landing', c.landing, copy.attributed, data),
    visitTable('sources', 'source', c.source, copy.attributed, data),
    visitTable('campaigns', 'campaign', c.campaign, copy.attributed, data),
    visitorsBy('countries', 'country', c.country, (k) => copy.countryName(k), data),
    visitorsBy('devices', 'device', c.device, (k) => copy.deviceName(k), data),
    ctas,
    vitalsTable(data),
    missing,
    searchTable('searches', 'search'),
    searchTable('unfound', 'search-empty'),
  ];
}

/** A table as CSV (RFC 4180): each figure with its previous-period value and change, as on the screen. */
export function toCsv(t: AnalyticsTable): string {
  const header = [...t.keys, ...t.columns.flatMap((col) => [col.label, `${col.label} (${copy.previousPeriod})`, `${col.label} (${copy.changeHeading})`])];
  const lines = [header, ...t.rows.map((r) => [...r.keys, ...r.figures.flatMap((f, i) => {
      const format = r.format ?? t.columns[i]!.format;
      return [formatFigure(f.current, format), formatFigure(f.previous, format), change(f)];
    })])];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Every cell quoted, and one that starts with = + - @, a tab or a carriage return prefixed with an apostrophe,
 * whatever follows: OWASP's rule for CSV injection. A label like `-1+HYPERLINK(...)` starts like a number, and a
 * spreadsheet still runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
