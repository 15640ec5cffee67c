import type { ComponentType } from 'react';
import { useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CurrencyProvider } from '../routes/_lib/currency-context';
import { getCurrency, isDetected, subscribe } from './currency';

function ClientCurrency({ children }: { children: React.ReactNode }) {
  const currency = useSyncExternalStore(subscribe, getCurrency, getCurrency);
  const detected = useSyncExternalStore(subscribe, isDetected, isDetected);
  return <CurrencyProvider value={{ currency, detected }}>{children}</CurrencyProvider>;
}

/** Hydrates one React island inside the same currency provider the server rendered it with. */
export function hydrateIsland(el: HTMLElement, Component: unknown, props: Record<string, unknown>) {
  const Island = Component as ComponentType<Record<string, unknown>>;
  el.dataset.hydrated = '';
  hydrateRoot(
    el,
    <ClientCurrency>
      <Island {...props} />
    </ClientCurrency>,
    {
      onRecoverableError(error) {
        console.error('Island hydration error', error);
      },
    },
  );
}
