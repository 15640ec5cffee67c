/**
 * The statistics of a copy experiment's report (docs/analytics.md#experiments), closed forms only, so a figure is the
 * same every time it is read. Rates: beta-binomial with a Beta(1, 1) prior. Revenue per visitor: a normal model of
 * the mean (its variance from the sum of squares), as GrowthBook's Bayesian engine treats means.
 */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to about 15 significant figures for x > 0.
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(pB > pA) for pA ~ Beta(aA, bA), pB ~ Beta(aB, bB), with aB a whole number: Evan Miller's closed form,
 * "Formulas for Bayesian A/B Testing" (2015): the sum over i = 0 … aB − 1 of
 * B(aA + i, bA + bB) / ((bB + i) · B(1 + i, bB) · B(aA, bA)).
 */
export function chanceBeats(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  for (let i = 0; i < aB; i++) total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - logBeta(aA, bA));
  return Math.min(1, Math.max(0, total));
}

const normalCdf = (z: number) => 0.5 * erfc(-z / Math.SQRT2);
const normalPdf = (z: number) => Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);

function erfc(x: number): number {
  // Numerical Recipes' erfcc: fractional error below 1.2e-7 everywhere.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? r : 2 - r;
}

export interface Arm {
  visitors: number;
}

export interface Comparison {
  /** The chance the variant beats the original. */
  chance: number;
  /** What choosing the variant costs, on average, if the original is in fact better (in the figure's own unit). */
  loss: number;
  /** The 95% credible interval of the difference (variant − original), in the figure's own unit. */
  interval: [number, number];
}

/**
 * A rate: successes out of visitors. Expected loss of choosing B: E[max(pA − pB, 0)] =
 * mA · P(A⁺ > B) − mB · P(A > B⁺), where X⁺ has its α raised by one (Chris Stucchio, "Bayesian A/B Testing at VWO",
 * 2015, appendix). The interval is the normal approximation of the two posteriors' difference.
 */
export function compareRates(a: { visitors: number; successes: number }, b: { visitors: number; successes: number }): Comparison {
  const [aA, bA, aB, bB] = [a.successes + 1, a.visitors - a.successes + 1, b.successes + 1, b.visitors - b.successes + 1];
  const mean = (x: number, y: number) => x / (x + y);
  const variance = (x: number, y: number) => (x * y) / ((x + y) ** 2 * (x + y + 1));
  const chance = chanceBeats(aA, bA, aB, bB);
  const loss = Math.max(0, mean(aA, bA) * chanceBeats(aB, bB, aA + 1, bA) - mean(aB, bB) * chanceBeats(aB + 1, bB, aA, bA));
  const diff = mean(aB, bB) - mean(aA, bA);
  const spread = 1.96 * Math.sqrt(variance(aA, bA) + variance(aB, bB));
  return { chance, loss, interval: [diff - spread, diff + spread] };
}

/** A mean per visitor from its sum and sum of squares: normal posterior of each mean (flat prior). */
export function compareMeans(a: { visitors: number; sum: number; squares: number }, b: { visitors: number; sum: number; squares: number }): Comparison {
  const stats = (x: typeof a) => {
    const n = Math.max(1, x.visitors);
    const mean = x.sum / n;
    return { mean, variance: Math.max(0, x.squares / n - mean * mean) / n };
  };
  const [A, B] = [stats(a), stats(b)];
  const diff = B.mean - A.mean;
  const sd = Math.sqrt(A.variance + B.variance);
  if (sd === 0) return { chance: diff > 0 ? 1 : diff < 0 ? 0 : 0.5, loss: Math.max(0, -diff), interval: [diff, diff] };
  const z = diff / sd;
  // E[max(A − B, 0)] for A − B ~ N(−diff, sd²).
  const loss = sd * normalPdf(z) - diff * normalCdf(-z);
  return { chance: normalCdf(z), loss: Math.max(0, loss), interval: [diff - 1.96 * sd, diff + 1.96 * sd] };
}

/** The upper regularised gamma function Q(s, x) (Numerical Recipes' gammq: series, else continued fraction). */
function gammaQ(s: number, x: number): number {
  if (x <= 0) return 1;
  const lg = logGamma(s);
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - lg);
  }
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - lg) * h;
}

/** The sample-ratio check: Pearson's chi-squared p-value of the visitors per arm against an equal split. */
export function sampleRatioP(visitors: number[]): number {
  const total = visitors.reduce((s, n) => s + n, 0);
  if (visitors.length < 2 || total === 0) return 1;
  const expected = total / visitors.length;
  const chi = visitors.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
  return gammaQ((visitors.length - 1) / 2, chi / 2);
}

/** A p-value below this says the split is off: something other than chance is sending visitors to one side. */
export const SRM_P = 0.001;

/**
 * Visitors each arm needs to tell a 20% relative change in a rate near `rate` (80% power, 5% two-sided: Lehr's
 * rule, n = 16 · p(1 − p) / δ²), at least 100.
 */
export function visitorsNeeded(rate: number): number {
  const p = Math.min(0.5, Math.max(rate, 0.01));
  return Math.max(100, Math.ceil((16 * p * (1 - p)) / (0.2 * p) ** 2));
}
