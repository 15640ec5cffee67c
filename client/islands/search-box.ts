/**
 * The search field as a combobox (WAI-ARIA's combobox with a listbox popup): suggestions from the search's JSON
 * (routes/search/handlers.tsx) under the field as the visitor types, debounced, a newer request cancelling the one before.
 * Arrow keys move through them (aria-activedescendant; the focus stays in the field), Enter opens the one chosen,
 * Escape closes the list. On /search the address follows the query (replaceState while typing), and opening a
 * suggestion first pushes the search's own address, so Back returns to the results. Without this, the form is a GET.
 */
import { SEARCH_LIVE as live } from '../../routes/_lib/search-copy';

interface Hit {
  title: string;
  kind: string;
  path: string;
  snippet: [string, boolean][];
}
interface Answer {
  q: string;
  results: Hit[];
  more: string;
}
interface Props {
  suggest?: string;
}

const DEBOUNCE_MS = 150;

export function enhance(el: HTMLElement, props: Props) {
  const form = el.querySelector('form');
  const input = el.querySelector<HTMLInputElement>('[data-search-input]');
  const list = el.querySelector<HTMLUListElement>('[data-search-list]');
  const status = el.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !input || !list || !status || !props.suggest) return;
  const suggest = props.suggest;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  let active = -1;
  const options = () => [...list.querySelectorAll<HTMLLIElement>('[role="option"]')];

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };

  const choose = (i: number) => {
    const all = options();
    active = all.length === 0 ? -1 : (i + all.length) % all.length;
    all.forEach((o, n) => o.setAttribute('aria-selected', String(n === active)));
    if (active < 0) return input.removeAttribute('aria-activedescendant');
    input.setAttribute('aria-activedescendant', all[active]!.id);
    all[active]!.scrollIntoView({ block: 'nearest' });
  };

  const option = (hit: Hit, i: number) => {
    const li = document.createElement('li');
    li.id = `${list.id}-${i}`;
    li.setAttribute('role', 'option');
    li.setAttribute('aria-selected', 'false');
    li.dataset.href = hit.path;
    li.className = 'cursor-pointer rounded-md px-3 py-2 aria-selected:bg-ink-50 hover:bg-ink-50';
    const kind = document.createElement('span');
    kind.className = 'block text-xs font-semibold uppercase tracking-wide text-ink-600';
    kind.textContent = hit.kind;
    const title = document.createElement('span');
    title.className = 'block font-semibold text-ink-950';
    title.textContent = hit.title;
    const snippet = document.createElement('span');
    snippet.className = 'block text-sm text-ink-700';
    for (const [text, marked] of hit.snippet) snippet.append(marked ? Object.assign(document.createElement('mark'), { textContent: text }) : text);
    li.append(kind, title, snippet);
    return li;
  };

  const show = (answer: Answer) => {
    list.replaceChildren(...answer.results.map(option));
    const n = answer.results.length;
    status.textContent = n === 0 ? live.none : n === 1 ? live.one : live.many.replace('{n}', String(n));
    list.hidden = n === 0;
    input.setAttribute('aria-expanded', String(n > 0));
    active = -1;
    input.removeAttribute('aria-activedescendant');
  };

  const results = (q: string) => `${form.getAttribute('action') ?? '/search'}?${new URLSearchParams({ q })}`;

  const fetchSuggestions = async (q: string) => {
    pending?.abort();
    if (!q.trim()) return close();
    const controller = new AbortController();
    pending = controller;
    try {
      const res = await fetch(`${suggest}?${new URLSearchParams({ q })}`, { signal: controller.signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json()) as Answer;
      if (controller.signal.aborted) return;
      show(answer);
      // The address follows the words typed without adding an entry for each: Back leaves the search page.
      if (location.pathname === new URL(results(q), location.href).pathname) history.replaceState(history.state, '', results(q));
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      close();
      status.textContent = live.failed;
    }
  };

  const open = (href: string) => {
    // The search as it stood is one history entry, so Back from the page opened comes back to it.
    const here = results(input.value);
    if (location.pathname + location.search !== here) history.pushState(history.state, '', here);
    location.assign(href);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void fetchSuggestions(input.value), DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const all = options();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.hidden) {
        if (all.length === 0) return;
        list.hidden = false;
        input.setAttribute('aria-expanded', 'true');
      }
      event.preventDefault();
      choose(event.key === 'ArrowDown' ? active + 1 : active < 0 ? all.length - 1 : active - 1);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      open(all[active]!.dataset.href!);
    }
  });

  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const li = (event.target as Element).closest<HTMLLIElement>('[role="option"]');
    if (li?.dataset.href) open(li.dataset.href);
  });
  input.addEventListener('blur', () => close());
  form.addEventListener('submit', () => {
    pending?.abort();
    clearTimeout(timer);
  });

  // The visitor may have typed before the code arrived.
  if (input.value && document.activeElement === input && input.value !== input.defaultValue) void fetchSuggestions(input.value);
}
