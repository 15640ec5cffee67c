/**
 * Contact, charity application and 'Email me my results' forms: validates each field with the worker's own
 * rules (on submit, and again as a flagged field is corrected), posts JSON, and swaps the form for the
 * confirmation on success. Works on any <form> posting to a lead endpoint whose fields use the names in
 * routes/_lib/lead-fields.ts; error slots ([data-error-for]) and the summary ([data-error-summary]) are created
 * when the markup has none. The confirmation comes with the worker's answer, so no page shows it early.
 */
import { FORM_ERRORS, LEAD_FORMS } from '../../routes/_lib/lead-copy';
import { checkField, checkLead, LEAD_FIELDS, type FieldErrors, type FieldSpec, type LeadKind } from '../../routes/_lib/lead-fields';
import { formFields, submitLead } from '../leads';
import { showToast } from '../toast';

type Kind = Exclude<LeadKind, 'newsletter'>;
type Control = HTMLInputElement | HTMLTextAreaElement;

const KINDS: readonly Kind[] = ['contact', 'charity', 'assessment', 'burnout_assessment'];

function kindOf(form: HTMLFormElement, props: Record<string, unknown>): Kind | null {
  const named = KINDS.find((k) => k === props.kind);
  if (named) return named;
  const path = new URL(form.action, location.href).pathname;
  return path === '/api/contact' ? 'contact' : path === '/api/charity-application' ? 'charity' : null;
}

function control(form: HTMLFormElement, name: string): Control | null {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
}

function errorSlot(form: HTMLFormElement, input: Control, name: string): HTMLElement {
  let slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!slot) {
    slot = document.createElement('p');
    slot.dataset.errorFor = name;
    slot.className = 'mt-1.5 text-sm font-medium text-red-700';
    input.insertAdjacentElement('afterend', slot);
  }
  slot.id ||= `${input.id || `${form.dataset.leadForm ?? 'lead'}-${name}`}-error`;
  return slot;
}

function showFieldError(form: HTMLFormElement, spec: FieldSpec, message: string | undefined) {
  const input = control(form, spec.name);
  if (!input) return;
  const slot = errorSlot(form, input, spec.name);
  slot.textContent = message ?? '';
  slot.hidden = !message;
  const ids = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (message) ids.add(slot.id);
  else ids.delete(slot.id);
  if (ids.size) input.setAttribute('aria-describedby', [...ids].join(' '));
  else input.removeAttribute('aria-describedby');
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function showErrors(form: HTMLFormElement, kind: Kind, errors: FieldErrors) {
  for (const spec of LEAD_FIELDS[kind]) showFieldError(form, spec, errors[spec.name]);
  let summary = form.querySelector<HTMLElement>('[data-error-summary]');
  if (!summary) {
    summary = document.createElement('div');
    summary.dataset.errorSummary = '';
    summary.setAttribute('role', 'alert');
    summary.className = 'rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';
    form.prepend(summary);
  }
  const invalid = Object.keys(errors).length > 0;
  summary.hidden = !invalid;
  summary.textContent = invalid ? FORM_ERRORS.summary : '';
  const first = LEAD_FIELDS[kind].find((s) => errors[s.name]);
  if (first) control(form, first.name)?.focus();
}

function setBusy(form: HTMLFormElement, kind: Kind, busy: boolean) {
  form.setAttribute('aria-busy', String(busy));
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>('input, textarea, button')) el.disabled = busy;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (button) button.textContent = busy ? LEAD_FORMS[kind].submitting : LEAD_FORMS[kind].submit;
}

function confirm(el: HTMLElement, form: HTMLFormElement, confirmation: { heading: string; body: string } | undefined) {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'status');
  panel.className = 'rounded-2xl border border-ink-900/10 bg-ink-50 p-6';
  const heading = document.createElement('h3');
  heading.className = 'font-display text-2xl font-bold text-ink-950';
  heading.tabIndex = -1;
  heading.textContent = confirmation?.heading ?? LEAD_FORMS.sentTitle;
  panel.append(heading);
  if (confirmation?.body) {
    const body = document.createElement('p');
    body.className = 'mt-3 leading-relaxed text-ink-700';
    body.textContent = confirmation.body;
    panel.append(body);
  }
  form.replaceWith(panel);
  heading.focus();
  el.dataset.sent = '';
}

export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const form = el.querySelector('form');
  const kind = form && kindOf(form, props);
  if (!form || !kind) return;
  form.noValidate = true;
  form.dataset.enhanced = '';
  let busy = false;

  // A field flagged as wrong is re-checked as soon as the visitor leaves it.
  form.addEventListener('focusout', (event) => {
    const input = event.target as Control;
    const spec = LEAD_FIELDS[kind].find((s) => s.name === input.name);
    if (spec && input.getAttribute('aria-invalid') === 'true') showFieldError(form, spec, checkField(kind, spec, input.value).error);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const fields = formFields(form);
    const check = checkLead(kind, fields);
    if (Object.keys(check.errors).length > 0) {
      showErrors(form, kind, check.errors);
      return showToast({ title: LEAD_FORMS[kind].invalidTitle, description: FORM_ERRORS.summary, variant: 'destructive' });
    }
    showErrors(form, kind, {});
    busy = true;
    setBusy(form, kind, true);
    const outcome = await submitLead(kind, form, fields);
    busy = false;
    setBusy(form, kind, false);
    if (outcome.kind === 'ok') return confirm(el, form, outcome.confirmation);
    if (outcome.kind === 'invalid') {
      showErrors(form, kind, outcome.fields);
      return showToast({ title: LEAD_FORMS[kind].invalidTitle, description: FORM_ERRORS.summary, variant: 'destructive' });
    }
    showToast({ title: LEAD_FORMS[kind].failedTitle, description: LEAD_FORMS.failedDescription, variant: 'destructive' });
  });
}
