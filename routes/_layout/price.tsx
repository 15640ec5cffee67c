import { formatMoney } from '../_lib/currency';
import { useCurrency } from '../_lib/currency-context';
import { PRICE_ATTR } from '../_lib/islands';
import type { Money } from '../_lib/plans';

/**
 * A price in the visitor's currency. Both renderings ride along as data attributes so the currency switch
 * can rewrite every price on the page at once without React.
 */
export function Price({ amount, className }: { amount: Money; className?: string }) {
  const { currency } = useCurrency();
  const attrs = { [PRICE_ATTR.GBP]: formatMoney(amount.GBP, 'GBP'), [PRICE_ATTR.USD]: formatMoney(amount.USD, 'USD') };
  return (
    <span {...attrs} className={className}>
      {formatMoney(amount[currency], currency)}
    </span>
  );
}
