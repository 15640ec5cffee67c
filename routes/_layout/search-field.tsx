import { Island } from './island';
import { buttonClass } from './ui';

export interface SearchFieldCopy {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
}

/**
 * The search field (docs/architecture.md#search): a GET form to the results page, which is the whole search
 * without JavaScript. The search-box island, started by the field's first focus, makes it a combobox whose
 * listbox shows suggestions from `suggest` as the visitor types (what it says to screen readers is
 * routes/_lib/search-copy.ts). Its paths and words are the search family's, passed in by the page that shows it.
 */
export function SearchField({ action, suggest, copy, value = '', id = 'search' }: { action: string; suggest: string; copy: SearchFieldCopy; value?: string; id?: string }) {
  return (
    <Island name="search-box" hydrate="focus" props={{ suggest }}>
      <form role="search" action={action} method="get" className="w-full max-w-2xl">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
          {copy.label}
        </label>
        <div className="relative mt-2 flex gap-2">
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={value}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={copy.placeholder}
            className="min-w-0 flex-1 rounded-lg border border-ink-900/20 bg-white px-4 py-2.5 text-base text-ink-950"
            data-search-input
          />
          <button type="submit" className={buttonClass('primary', 'md')}>
            {copy.submit}
          </button>
          <ul
            id={`${id}-suggestions`}
            role="listbox"
            aria-label={copy.suggestions}
            hidden
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-ink-900/15 bg-white p-1 shadow-lg"
            data-search-list
          />
        </div>
        <p className="sr-only" aria-live="polite" data-search-status />
      </form>
    </Island>
  );
}
