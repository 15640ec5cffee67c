import { createContext, useContext, type ReactNode } from 'react';
import type { Slots } from './copy-slots';

/**
 * The words this request's page shows in each slot whose copy an experiment changes (./copy-slots.ts): the visitor's
 * variant, or a kept variant. Empty for every page outside an experiment, which then renders its declared copy.
 */
export type SlotWords = Readonly<Record<string, string>>;

const SlotContext = createContext<SlotWords>({});

export function SlotProvider({ value, children }: { value: SlotWords | undefined; children: ReactNode }) {
  return value ? <SlotContext.Provider value={value}>{children}</SlotContext.Provider> : <>{children}</>;
}

/** The words of one of the family's slots for this request: a variant where an experiment has one, else the copy. */
export function useSlot<S extends Slots>(slots: S, id: keyof S & string): string {
  return useContext(SlotContext)[id] ?? slots[id]!.original;
}
