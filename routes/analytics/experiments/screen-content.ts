/** The Experiments screen's words, and its report as rows (the table and the CSV share them). British English. */
import { SLOTS } from '../../table';
import type { ExperimentReport } from './report';
import type { Experiment, ExperimentState } from './store';

export const EXPERIMENTS_COPY = {
  h1: 'Experiments',
  lead: 'Try other words in the site’s headlines and buttons. Each visitor sees one version for the whole day, chosen at the edge without a cookie; each version is judged by the calls booked and plans paid by the visitors who saw it.',
  newHeading: 'New experiment',
  fields: {
    slot: 'Copy to try',
    name: 'Name',
    note: 'Note (optional)',
    share: 'Share of visitors in the experiment (%)',
    variant: (n: number) => `Variant ${n}${n > 1 ? ' (optional)' : ''}`,
  },
  create: 'Create the experiment',
  listHeading: 'All experiments',
  none: 'No experiments yet. Create one above; it starts when you press Start.',
  states: { draft: 'Not started', running: 'Running', paused: 'Paused', stopped: 'Stopped', kept: 'Variant kept' } satisfies Record<ExperimentState, string>,
  actions: { start: 'Start', pause: 'Pause', stop: 'Stop and show the original', keep: (n: number) => `Keep variant ${n}` },
  kept: (n: number) =>
    `Variant ${n} is now the copy every visitor sees, crawlers included. It stays so until a developer moves these words into the content module and you stop this experiment; until then no other experiment can run on this copy.`,
  original: 'Original',
  variantName: (n: number) => `Variant ${n}`,
  notices: {
    created: 'Experiment created. Visitors see nothing new until you press Start.',
    start: 'Started: visitors are now split between the original and the variants.',
    pause: 'Paused: every visitor sees the original, and nobody new is counted, until you start it again.',
    stop: 'Stopped: every visitor sees the original again.',
    keep: 'Kept: every visitor now sees this variant.',
  },
  errors: {
    missing: 'There is no such experiment.',
    'not-now': 'That cannot be done in the experiment’s present state.',
    'slot-taken': 'Another experiment is already live on this copy (running, paused or kept): stop it first.',
    'bad-variant': 'Choose which variant to keep.',
  },
  reportHeading: 'Report',
  srm: (p: number) => `Warning: the split between the variants is uneven beyond chance (p = ${p.toPrecision(2)}).`,
  logHeading: 'Changes',
  csv: 'Download the report as CSV',
  columns: ['Version', 'Words', 'Visitors', 'Converted', 'Rate', 'Chance to beat the original', 'Expected loss', '95% interval of the difference', 'Button clicks', 'Newsletter sign-ups', 'Assessments completed', 'Booked calls', 'Paid plans', 'Revenue', 'Revenue per visitor', 'Chance to beat (revenue per visitor)'],
} as const;

export const armName = (variant: number) => (variant === 0 ? EXPERIMENTS_COPY.original : EXPERIMENTS_COPY.variantName(variant));

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const points = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} pts`;
const money = (minor: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

/** The report's header and one row per version, as strings. */
export function reportRows(e: Experiment, r: ExperimentReport): string[][] {
  const words = [SLOTS[e.slot]?.original ?? '', ...e.variants];
  return [
    [...EXPERIMENTS_COPY.columns],
    ...r.arms.map((a) => {
      const rate = a.visitors ? a.converted.any / a.visitors : 0;
      const cmp = a.rates?.any;
      const revenue = a.revenue[r.currency] ?? 0;
      return [
        armName(a.variant),
        words[a.variant] ?? '',
        String(a.visitors),
        String(a.converted.any),
        percent(rate),
        cmp ? percent(cmp.chance) : '',
        cmp ? points(cmp.loss) : '',
        cmp ? `${points(cmp.interval[0])} to ${points(cmp.interval[1])}` : '',
        String(a.converted.click),
        String(a.converted.newsletter),
        String(a.converted.assessment),
        String(a.calls),
        String(a.payments),
        money(revenue, r.currency),
        money(a.visitors ? revenue / a.visitors : 0, r.currency),
        a.revenuePerVisitor ? percent(a.revenuePerVisitor.chance) : '',
      ];
    }),
  ];
}
