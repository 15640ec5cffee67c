import { createContext, useContext, type ReactNode } from 'react';
import type { Currency } from './currency';

/** The visitor's currency (GBP or USD) plus how it was chosen. `detected` drives the pin marker. */
export interface CurrencyState {
  currency: Currency;
  detected: boolean;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function CurrencyProvider({ value, children }: { value: CurrencyState; children: ReactNode }) {
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** Using the currency state outside its provider is a programming error. */
export function useCurrency(): CurrencyState {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used within a CurrencyProvider');
  return value;
}
