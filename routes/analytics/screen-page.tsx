import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { analyticsCopy as copy } from './content';
import { DailyChart } from './screen-chart';
import { ANALYTICS_PATH } from './routes';
import { change, csvPath, formatFigure, RANGES, type AnalyticsTable, type Figure, type Format, type Period } from './data';
import { ColumnHeads, input, managerChrome } from '../_layout/manager/bar';
import { MANAGER_LINKS } from '../manage/content';

/** The manager's bar, linking where the manager declares (routes/manage/content.ts). */
const { ManageBar, managerTrail } = managerChrome(MANAGER_LINKS);

/** /blog/manage/analytics: the period form, then every table, each figure beside the previous period's. */
export function AnalyticsPage({ editor, period, tables, error, query }: { editor: string; period?: Period; tables: AnalyticsTable[]; error?: string; query: Record<string, string> }) {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const daily = byId.get('daily');
  return (
    <>
      <PageHeader trail={managerTrail({ label: copy.h1, path: ANALYTICS_PATH })} h1={copy.h1} lead={copy.lead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        <PeriodForm period={period} query={query} />
        {error && (
          <p role="alert" className="mt-6 rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-red-900">
            {error}
          </p>
        )}
        {period && <p className="mt-4 text-ink-700">{copy.period.summary(period.from, period.to, period.previousFrom, period.previousTo)}</p>}
        {period && daily && (
          <section aria-labelledby="daily-chart-heading" className="mt-10">
            <h2 id="daily-chart-heading" className="font-display text-2xl font-bold text-ink-950">
              {copy.chart.title}
            </h2>
            <DailyChart daily={daily} />
          </section>
        )}
        {period && tables.map((t) => <FigureTable key={t.id} table={t} period={period} />)}
      </Container>
    </>
  );
}

function PeriodForm({ period, query }: { period?: Period; query: Record<string, string> }) {
  const p = copy.period;
  return (
    <form method="get" action={ANALYTICS_PATH} className="flex flex-wrap items-end gap-4 rounded-2xl border border-ink-900/10 p-4">
      <fieldset className="contents">
        <legend className="sr-only">{p.legend}</legend>
        <label className="text-sm font-semibold text-ink-900">
          {p.range}
          <select name="range" defaultValue={period?.name ?? query.range ?? '30d'} className={input}>
            {RANGES.map((r) => (
              <option key={r} value={r}>
                {p.options[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-ink-900">
          {p.from}
          <input type="date" name="from" defaultValue={query.from ?? period?.from} className={input} />
        </label>
        <label className="text-sm font-semibold text-ink-900">
          {p.to}
          <input type="date" name="to" defaultValue={query.to ?? period?.to} className={input} />
        </label>
      </fieldset>
      <button type="submit" className={buttonClass('secondary')}>
        {p.apply}
      </button>
    </form>
  );
}

function FigureCell({ figure, format }: { figure: Figure; format: Format }) {
  const delta = change(figure);
  return (
    <td className="py-3 pr-4 align-top">
      <span className="font-semibold text-ink-950">{formatFigure(figure.current, format)}</span>
      <span className="block text-xs text-ink-600">
        {copy.was(formatFigure(figure.previous, format))}
        {delta && ` · ${delta}`}
      </span>
    </td>
  );
}

function FigureTable({ table, period }: { table: AnalyticsTable; period: Period }) {
  const note = copy.tables[table.id].note;
  const headingId = `table-${table.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-bold text-ink-950">
          {table.caption}
        </h2>
        <a href={csvPath(table.id, period)} download className={buttonClass('ghost', 'sm')}>
          {copy.download}
          <span className="sr-only">{copy.downloadName(table.caption)}</span>
        </a>
      </div>
      {note && <p className="mt-2 max-w-3xl text-sm text-ink-700">{note}</p>}
      <div className="mt-4 max-h-[32rem] overflow-auto">
        <table className="w-full min-w-[36rem] text-left text-sm" aria-labelledby={headingId}>
          <ColumnHeads labels={[...table.keys, ...table.columns.map((c) => c.label)]} />
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.keys.length + table.columns.length} className="py-4 text-ink-700">
                  {copy.empty}
                </td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr key={row.keys.join('\t')} className="border-b border-ink-900/10">
                  {row.keys.map((k, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-3 pr-4 align-top font-medium text-ink-950 break-all">
                        {k}
                      </th>
                    ) : (
                      <td key={i} className="py-3 pr-4 align-top">
                        {k}
                      </td>
                    ),
                  )}
                  {row.figures.map((f, i) => (
                    <FigureCell key={i} figure={f} format={row.format ?? table.columns[i]!.format} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {table.more > 0 && <p className="mt-2 text-sm text-ink-700">{copy.more(table.more)}</p>}
    </section>
  );
}
