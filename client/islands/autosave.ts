/**
 * Autosave on the manager's article form. A few seconds after the editor stops typing, the form's fields are posted
 * to the manager (routes/manage/autosave.ts), which keeps them as a draft version and never as the article;
 * the polite status says when that last worked, or why it did not. Until the server has the text, the browser
 * keeps it too (localStorage, by the form's address), and offers it back when the form is opened again with
 * different text, after a crash or a closed tab. Without JavaScript nothing autosaves and the form works as ever.
 */
import { AUTOSAVE_COPY, AUTOSAVE_IDLE_MS, AUTOSAVE_PATH, localDraftKey } from '../../routes/_lib/autosave';

type Fields = Record<string, string>;
const RETRY_MS = 10_000;

function read(key: string): { fields: Fields; at: number } | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as { fields?: Fields; at?: number } | null;
    return value?.fields && typeof value.at === 'number' ? { fields: value.fields, at: value.at } : null;
  } catch {
    return null;
  }
}

function store(key: string, fields: Fields | null) {
  try {
    if (fields) localStorage.setItem(key, JSON.stringify({ fields, at: Date.now() }));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private browsing): the server's autosave still runs.
  }
}

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const form = el.closest('form');
  const status = el.querySelector<HTMLElement>('[data-autosave-status]');
  const offer = el.querySelector<HTMLElement>('[data-local-offer]');
  const action = typeof props.action === 'string' ? props.action : '';
  if (!form || !status || !action) return;
  const key = localDraftKey(action);

  const fields = (): Fields => {
    const out: Fields = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && !(name in out)) out[name] = value;
    return out;
  };
  // The form as the server sent it: what the server already has.
  const served = (): Fields => {
    const out: Fields = {};
    for (const field of form.elements) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.name || field.name in out) continue;
      if (field instanceof HTMLInputElement && (field.type === 'file' || ((field.type === 'radio' || field.type === 'checkbox') && !field.defaultChecked))) continue;
      out[field.name] = field instanceof HTMLSelectElement ? ([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '' : field.defaultValue;
    }
    return out;
  };
  let saved = JSON.stringify(served());
  let savedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let said = '';

  const say = (text: string) => {
    // The same words again are not news: a polite region is not made to repeat them.
    if (text !== said) status.textContent = said = text;
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), ms);
  };

  async function save() {
    const current = fields();
    const text = JSON.stringify(current);
    if (text === saved) return;
    const body = new URLSearchParams(current);
    body.set('autosaveFor', action);
    let res: Response;
    try {
      res = await fetch(AUTOSAVE_PATH, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
    } catch {
      say(AUTOSAVE_COPY.offline);
      return;
    }
    // The editor gate sends a request without a session to the sign-in page.
    if (res.redirected || !(res.headers.get('content-type') ?? '').includes('json')) {
      say(AUTOSAVE_COPY.signedOut);
      return schedule(RETRY_MS);
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: string };
    if (!res.ok) {
      say(AUTOSAVE_COPY.failed(answer.error ?? `the manager answered ${res.status}.`));
      return res.status >= 500 ? schedule(RETRY_MS) : undefined;
    }
    saved = text;
    savedAt = Date.now();
    // The server has it: the browser's copy is no longer needed, unless the editor typed on meanwhile.
    if (JSON.stringify(fields()) === text) store(key, null);
    say(AUTOSAVE_COPY.savedJustNow);
  }

  const changed = () => {
    store(key, fields());
    schedule(AUTOSAVE_IDLE_MS);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  window.addEventListener('online', () => schedule(0));
  setInterval(() => {
    const minutes = Math.floor((Date.now() - savedAt) / 60_000);
    if (savedAt && minutes >= 1) say(AUTOSAVE_COPY.savedAt(minutes));
  }, 30_000);

  // Text this browser kept that the form, as the server sent it, does not hold: offered back, never put in unasked.
  const kept = read(key);
  if (kept && JSON.stringify({ ...fields(), ...kept.fields }) !== saved && offer) {
    const text = offer.querySelector<HTMLElement>('[data-local-offer-text]');
    if (text) text.textContent = AUTOSAVE_COPY.localOffer(time(kept.at));
    offer.hidden = false;
    offer.querySelector('[data-local-restore]')?.addEventListener('click', () => {
      for (const [name, value] of Object.entries(kept.fields)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement && field.type !== 'file') field.value = value;
        else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) field.value = value;
      }
      offer.hidden = true;
      form.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.dispatchEvent(new Event('input', { bubbles: true }));
      form.querySelector<HTMLElement>('input[name="title"], textarea[name="content"]')?.focus();
    });
    offer.querySelector('[data-local-discard]')?.addEventListener('click', () => {
      store(key, null);
      offer.hidden = true;
    });
  } else if (kept) {
    store(key, null);
  }
  // Anything typed before this script arrived counts as typed now.
  if (JSON.stringify(fields()) !== saved) changed();
  el.dataset.autosaving = '';
}
