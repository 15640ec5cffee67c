/**
 * Visitors and page views per day as a server-rendered SVG: no chart library reaches the browser. It is one
 * image with a text alternative (title and description); the same figures follow it in a table.
 */
import { analyticsCopy as copy } from './content';
import type { AnalyticsTable } from './data';

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };

export function DailyChart({ daily }: { daily: AnalyticsTable }) {
  const days = daily.rows.map((r) => r.keys[0]!);
  const visitors = daily.rows.map((r) => r.figures[0]!.current ?? 0);
  const views = daily.rows.map((r) => r.figures[1]!.current ?? 0);
  const max = Math.max(1, ...views, ...visitors);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const x = (i: number) => PAD.left + step * (i + 0.5);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const line = visitors.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="daily-chart-title daily-chart-desc" className="h-auto w-full" preserveAspectRatio="none">
        <title id="daily-chart-title">{copy.chart.title}</title>
        <desc id="daily-chart-desc">{copy.chart.description(days[0] ?? '', days.at(-1) ?? '', sum(visitors), sum(views))}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-ink-300" strokeWidth="1" />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(max)} y2={y(max)} className="stroke-ink-100" strokeWidth="1" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="fill-ink-600 text-[11px]">
          {max.toLocaleString('en-GB')}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-ink-600 text-[11px]">
          0
        </text>
        {views.map((v, i) => (
          <rect key={days[i]} x={x(i) - step * 0.4} width={step * 0.8} y={y(v)} height={y(0) - y(v)} className="fill-accent-200" />
        ))}
        <polyline points={line} fill="none" className="stroke-ink-900" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        <text x={PAD.left} y={H - 6} className="fill-ink-600 text-[11px]">
          {days[0]}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-ink-600 text-[11px]">
          {days.at(-1)}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-ink-700" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-accent-200" /> {copy.chart.views}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-ink-900" /> {copy.chart.visitors}
        </span>
      </figcaption>
    </figure>
  );
}
