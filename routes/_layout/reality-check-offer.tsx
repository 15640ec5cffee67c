import type { ReactNode } from 'react';
import { REALITY_CHECK } from '../_lib/plans';
import { Price } from './price';

/** The Reality Check offer strip (price with the usual value struck through), shared by the pricing sections. */
export function RealityCheckOffer({ heading, body, action }: { heading: string; body: string; action: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col gap-6 rounded-3xl border border-ink-900/10 bg-white p-6 shadow-sm md:flex-row md:items-center md:justify-between md:p-8">
      <div className="max-w-2xl">
        <h3 className="font-display text-2xl font-bold text-ink-950">{heading}</h3>
        <p className="mt-2 leading-relaxed text-ink-700">{body}</p>
      </div>
      <div className="shrink-0 md:text-right">
        <p>
          <Price amount={REALITY_CHECK.price} className="font-display text-4xl font-bold text-ink-950" />{' '}
          <span className="text-sm text-ink-600">
            usually <s><Price amount={REALITY_CHECK.usualValue} /></s>
          </span>
        </p>
        <div className="mt-3">{action}</div>
      </div>
    </div>
  );
}
