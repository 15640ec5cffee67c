/**
 * An experiment's report (docs/analytics.md#experiments): per variant, from the 'experiment' rollups the consumer and
 * the webhooks write (routes/analytics/consumer.ts EXPERIMENT_SQL, attribution/refs.ts creditOwedVariants), the
 * visitors, each kind of conversion and its rate, booked calls, paid plans and revenue, each compared with the
 * original (./stats.ts), a sample-ratio check, and one plain sentence about what the figures can and cannot say yet.
 */
import type { Db } from '../../_app/services';
import type { ConversionGroup } from '../consumer';
import { compareMeans, compareRates, sampleRatioP, SRM_P, visitorsNeeded, type Comparison } from './stats';

export const GROUPS: ConversionGroup[] = ['any', 'click', 'newsletter', 'assessment'];

export interface ArmFigures {
  variant: number;
  visitors: number;
  converted: Record<ConversionGroup, number>;
  calls: number;
  payments: number;
  /** Net of refunds, in minor units, per currency; `squares` of the payments, for the spread. */
  revenue: Record<string, number>;
  squares: Record<string, number>;
}

export interface ArmReport extends ArmFigures {
  /** Against the original (absent for the original itself). */
  rates?: Record<ConversionGroup | 'calls' | 'payments', Comparison>;
  revenuePerVisitor?: Comparison;
}

export interface ExperimentReport {
  arms: ArmReport[];
  /** The currency revenue per visitor is judged in: the one most paid in (pounds when none). */
  currency: string;
  /** The sample-ratio check's p-value, and whether it warns. */
  srm: { p: number; warns: boolean };
  days: number;
  verdict: string;
}

const empty = (variant: number): ArmFigures => ({ variant, visitors: 0, converted: { any: 0, click: 0, newsletter: 0, assessment: 0 }, calls: 0, payments: 0, revenue: {}, squares: {} });

/** One read of a primary-key range: the experiment's rollup rows summed over its days. */
export async function readArms(db: Db, id: number, arms: number): Promise<{ figures: ArmFigures[]; days: number }> {
  const { results } = await db
    .prepare(
      `SELECT key, metric, SUM(value) AS value, COUNT(DISTINCT day) AS days FROM analytics_daily
       WHERE dim = 'experiment' AND key >= ?1 AND key < ?2 GROUP BY key, metric`,
    )
    .bind(`${id}:`, `${id};`)
    .all<{ key: string; metric: string; value: number; days: number }>();
  const figures = Array.from({ length: arms }, (_, i) => empty(i));
  let days = 0;
  for (const { key, metric, value, days: d } of results) {
    const arm = figures[Number(key.slice(key.indexOf(':') + 1))];
    if (!arm) continue;
    const [name, currency] = metric.split(':') as [string, string | undefined];
    if (name === 'visitors') {
      arm.visitors = value;
      days = Math.max(days, d);
    } else if (name === 'converted' && currency && currency in arm.converted) arm.converted[currency as ConversionGroup] = value;
    else if (name === 'calls') arm.calls += value;
    else if (name === 'cancellations') arm.calls -= value;
    else if (name === 'payments') arm.payments = value;
    else if (name === 'revenue' && currency) arm.revenue[currency] = (arm.revenue[currency] ?? 0) + value;
    else if (name === 'refunded' && currency) arm.revenue[currency] = (arm.revenue[currency] ?? 0) - value;
    else if (name === 'revenue2' && currency) arm.squares[currency] = value;
  }
  return { figures, days };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function buildReport(figures: ArmFigures[], days: number, names: string[]): ExperimentReport {
  const totals: Record<string, number> = {};
  for (const a of figures) for (const [cur, v] of Object.entries(a.revenue)) totals[cur] = (totals[cur] ?? 0) + v;
  const currency = Object.entries(totals).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'GBP';
  const original = figures[0]!;
  const rate = (a: ArmFigures, n: number) => ({ visitors: a.visitors, successes: Math.min(n, a.visitors) });
  const money = (a: ArmFigures) => ({ visitors: a.visitors, sum: a.revenue[currency] ?? 0, squares: a.squares[currency] ?? 0 });
  const arms: ArmReport[] = figures.map((a) =>
    a.variant === 0
      ? a
      : {
          ...a,
          rates: {
            ...(Object.fromEntries(GROUPS.map((g) => [g, compareRates(rate(original, original.converted[g]), rate(a, a.converted[g]))])) as Record<ConversionGroup, Comparison>),
            calls: compareRates(rate(original, original.calls), rate(a, a.calls)),
            payments: compareRates(rate(original, original.payments), rate(a, a.payments)),
          },
          revenuePerVisitor: compareMeans(money(original), money(a)),
        },
  );
  const p = sampleRatioP(figures.map((a) => a.visitors));
  const srm = { p, warns: p < SRM_P };
  return { arms, currency, srm, days, verdict: verdictOf(arms, days, srm.warns, names) };
}

/** One sentence the figures can carry: never a winner before each side has the visitors to tell. */
export function verdictOf(arms: ArmReport[], days: number, srm: boolean, names: string[]): string {
  if (srm) return 'The split between the variants is further from even than chance allows, so these figures cannot be trusted: check that nothing else sends visitors to one side (a campaign link, a cached page) before reading on.';
  const original = arms[0]!;
  const total = arms.reduce((s, a) => s + a.visitors, 0);
  const needed = visitorsNeeded(original.visitors ? original.converted.any / original.visitors : 0);
  const fewest = Math.min(...arms.map((a) => a.visitors));
  if (fewest < needed) {
    if (!total) return 'No visitors have seen this experiment yet.';
    const perDay = total / Math.max(1, days) / arms.length;
    const more = Math.max(1, Math.ceil((needed - fewest) / Math.max(perDay, 0.1)));
    return `Not enough visitors yet to tell: each side needs about ${needed.toLocaleString('en-GB')}, the smallest has ${fewest.toLocaleString('en-GB')}; at today's traffic about ${more.toLocaleString('en-GB')} more ${more === 1 ? 'day' : 'days'}.`;
  }
  const best = arms.slice(1).reduce<ArmReport | null>((b, a) => (!b || a.rates!.any.chance > b.rates!.any.chance ? a : b), null);
  if (!best) return 'This experiment has no variant to compare.';
  const chance = best.rates!.any.chance;
  if (chance >= 0.95) return `${names[best.variant]} very likely converts better than the original: a ${pct(chance)} chance to beat it.`;
  if (chance <= 0.05 && arms.length === 2) return `The original very likely converts better than ${names[best.variant]}: ${names[best.variant]} has a ${pct(chance)} chance to beat it.`;
  return `No clear difference yet: the best variant, ${names[best.variant]}, has a ${pct(chance)} chance to beat the original. More visitors will narrow it; or stop the experiment if a difference this small does not matter to you.`;
}
