import { createContext, useContext, type ReactNode } from 'react';
import type { Slots, SlotWords } from './copy-slots';

const SlotContext = createContext<SlotWords>({});

export function SlotProvider({ value, children }: { value: SlotWords | undefined; children: ReactNode }) {
  return value ? <SlotContext.Provider value={value}>{children}</SlotContext.Provider> : <>{children}</>;
}

/** The words of one of the family's slots for this request: a variant where an experiment has one, else the copy. */
export function useSlot<S extends Slots>(slots: S, id: keyof S & string): string {
  return useContext(SlotContext)[id] ?? slots[id]!.original;
}
