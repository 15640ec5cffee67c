/**
 * Business constants: plans, traditional-hire comparisons, Reality Check.
 * Every price on the site, server render and islands alike, comes from here.
 */
import type { Currency } from './currency';

export type PlanKey = 'starter' | 'strategic' | 'executive' | 'fullforce';
export const PLAN_KEYS: readonly PlanKey[] = ['starter', 'strategic', 'executive', 'fullforce'];

export type Money<T = number> = Record<Currency, T>;

export interface Package {
  key: PlanKey;
  name: string;
  emoji: string;
  price: Money;
  hoursPerMonth: number;
  equivalentHours: number;
  efficiency: '4x';
  accessLevel: string;
  description: string;
  perfectFor: string;
  popular: boolean;
}

export const PACKAGES: Record<PlanKey, Package> = {
  starter: {
    key: 'starter',
    name: 'Starter Sidekick',
    emoji: '🚀',
    price: { GBP: 1200, USD: 1500 },
    hoursPerMonth: 8,
    equivalentHours: 32,
    efficiency: '4x',
    accessLevel: 'Executive support',
    description: 'Senior support for one priority at a time: your inbox, diary and the loose ends that stall decisions.',
    perfectFor: 'Solopreneurs and founders who need their week back',
    popular: false,
  },
  strategic: {
    key: 'strategic',
    name: 'Strategic Sidekick',
    emoji: '🎯',
    price: { GBP: 2200, USD: 2800 },
    hoursPerMonth: 15,
    equivalentHours: 60,
    efficiency: '4x',
    accessLevel: 'Strategy and marketing',
    description: 'A strategic plan, a marketing rhythm and someone to hold the line on both while you run the business.',
    perfectFor: 'Founders and CEOs ready to grow with a plan',
    popular: false,
  },
  executive: {
    key: 'executive',
    name: 'Executive Partner',
    emoji: '⭐',
    price: { GBP: 3000, USD: 3800 },
    hoursPerMonth: 30,
    equivalentHours: 120,
    efficiency: '4x',
    accessLevel: 'C-suite partnership',
    description: 'A fractional chief of staff and marketing lead in one: strategy, operations, people and brand moving together.',
    perfectFor: 'CEOs and directors of growing teams',
    popular: true,
  },
  fullforce: {
    key: 'fullforce',
    name: 'Full-Force Executive',
    emoji: '💎',
    price: { GBP: 3800, USD: 4800 },
    hoursPerMonth: 40,
    equivalentHours: 160,
    efficiency: '4x',
    accessLevel: 'Full leadership bench',
    description: 'Marketing, operations, executive support and strategic counsel at the depth of a leadership team.',
    perfectFor: 'Scaling companies that need a leadership bench now',
    popular: false,
  },
};

export interface TraditionalHire {
  roles: { role: string; cost: Money }[];
  /** The roles' costs added up, in each currency. */
  total: Money;
  description: string;
  monthlyHours: number;
}

/** A comparison with its total worked out from its roles, so the two can never disagree. */
function hires({ roles, description, monthlyHours }: Omit<TraditionalHire, 'total'>): TraditionalHire {
  const sum = (currency: Currency) => roles.reduce((total, r) => total + r.cost[currency], 0);
  return { roles, total: { GBP: sum('GBP'), USD: sum('USD') }, description, monthlyHours };
}

export const TRADITIONAL_HIRES: Record<PlanKey, TraditionalHire> = {
  starter: hires({
    roles: [{ role: 'Executive Assistant', cost: { GBP: 35000, USD: 45000 } }],
    description: 'A full-time executive assistant',
    monthlyHours: 160,
  }),
  strategic: hires({
    roles: [
      { role: 'Marketing Coordinator', cost: { GBP: 30000, USD: 38000 } },
      { role: 'Executive Assistant', cost: { GBP: 40000, USD: 50000 } },
    ],
    description: 'A marketing coordinator and an executive assistant',
    monthlyHours: 320,
  }),
  executive: hires({
    roles: [
      { role: 'Chief Marketing Officer', cost: { GBP: 75000, USD: 95000 } },
      { role: 'Executive Assistant', cost: { GBP: 45000, USD: 57000 } },
      { role: 'HR Coordinator', cost: { GBP: 35000, USD: 45000 } },
    ],
    description: 'A CMO, an executive assistant and an HR coordinator',
    monthlyHours: 480,
  }),
  fullforce: hires({
    roles: [
      { role: 'Chief Marketing Officer', cost: { GBP: 80000, USD: 102000 } },
      { role: 'Head of Operations', cost: { GBP: 65000, USD: 82000 } },
      { role: 'Executive Assistant', cost: { GBP: 45000, USD: 57000 } },
      { role: 'Strategic Advisor', cost: { GBP: 70000, USD: 89000 } },
    ],
    description: 'A CMO, a head of operations, an executive assistant and a strategic advisor',
    monthlyHours: 640,
  }),
};

/**
 * The hires as they read inside a sentence ('less than hiring a CMO, an executive assistant and an HR
 * coordinator'): only the opening article loses its capital, so the roles keep the case they are named in.
 */
export function hiresInSentence(hire: TraditionalHire): string {
  return hire.description.charAt(0).toLowerCase() + hire.description.slice(1);
}

export const REALITY_CHECK = {
  name: 'Reality Check',
  summary: '2-hour strategy session with a tactical implementation plan',
  price: { GBP: 90, USD: 115 } as Money,
  usualValue: { GBP: 437, USD: 555 } as Money,
};
