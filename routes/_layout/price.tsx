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

/** Text that embeds an amount ('saving £9,900+ per month'), switched with the currency like <Price>. */
export function LocalText({ text, className }: { text: Money<string>; className?: string }) {
  const { currency } = useCurrency();
  return (
    <span {...{ [PRICE_ATTR.GBP]: text.GBP, [PRICE_ATTR.USD]: text.USD }} className={className}>
      {text[currency]}
    </span>
  );
}
