/** A process as numbered cards ("01", "02", …): four across on wide screens, one per row on a phone. */
export interface Step {
  title: string;
  body: string;
}

const TONES = {
  /** On a white or light grey section. */
  light: { card: 'border-ink-900/10 bg-white shadow-sm', number: 'text-accent-600', title: 'text-ink-950', body: 'text-ink-700' },
  /** On the dark ink sections. */
  dark: { card: 'border-white/10 bg-white/5', number: 'text-accent-400', title: '', body: 'text-ink-200' },
};

export function NumberedSteps({ steps, tone = 'light', className = '' }: { steps: readonly Step[]; tone?: keyof typeof TONES; className?: string }) {
  const t = TONES[tone];
  return (
    <ol className={`grid gap-5 md:grid-cols-2 lg:grid-cols-4 ${className}`.trim()}>
      {steps.map((step, i) => (
        <li key={step.title} className={`rounded-2xl border p-6 ${t.card}`}>
          <span aria-hidden="true" className={`font-display text-3xl font-bold ${t.number}`}>
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={`mt-3 text-lg font-semibold ${t.title}`.trim()}>{step.title}</h3>
          <p className={`mt-2 break-words text-sm leading-relaxed ${t.body}`}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
