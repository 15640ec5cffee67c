/**
 * The newsletter form's behaviour: validates in place with the shared rules, posts JSON,
 * and moves through idle, submitting, subscribed or failed, with the toasts of routes/_layout/newsletter-content.ts.
 * The markup is routes/_layout/newsletter-form-view.tsx, the same view the server rendered.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { validateLead } from '../../routes/_lib/lead-fields';
import { NEWSLETTER } from '../../routes/_layout/newsletter-content';
import { NewsletterFormView, type NewsletterProps, type NewsletterState } from '../../routes/_layout/newsletter-form-view';
import { formFields, submitLead } from '../leads';
import { showToast } from '../toast';

const { toasts } = NEWSLETTER;

export default function NewsletterIsland(props: NewsletterProps) {
  const [state, setState] = useState<NewsletterState>('idle');
  const [error, setError] = useState<string>();
  const [enhanced, setEnhanced] = useState(false);
  // Browser validation stays on until this runs, so the form is never unvalidated.
  useEffect(() => setEnhanced(true), []);

  const refuse = (form: HTMLFormElement, message: string) => {
    const email = form.querySelector<HTMLInputElement>('input[name="email"]');
    setError(message);
    showToast({ ...toasts.invalid, variant: 'destructive', keepClear: email });
    // Back to the field, with its message (rendered under it by then) in view too.
    setTimeout(() => {
      email?.focus();
      document.getElementById(email?.getAttribute('aria-describedby') ?? '')?.scrollIntoView({ block: 'nearest' });
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'submitting') return;
    const form = event.currentTarget;
    const fields = formFields(form);
    const check = validateLead('newsletter', fields);
    if (!check.ok) {
      if (check.errors.email) return refuse(form, check.errors.email);
      setState('failed');
      setError(check.errors.name);
      return showToast({ ...toasts.failed, variant: 'destructive' });
    }
    setError(undefined);
    setState('submitting');
    const outcome = await submitLead('newsletter', form, fields);
    if (outcome.kind === 'ok') {
      setState('subscribed');
      return showToast(toasts.success);
    }
    setState('failed');
    if (outcome.kind === 'invalid' && outcome.fields.email) return refuse(form, outcome.fields.email);
    console.error('Newsletter subscription failed', outcome);
    showToast({ ...toasts.failed, variant: 'destructive' });
  }

  return <NewsletterFormView {...props} state={state} error={error} enhanced={enhanced} onSubmit={onSubmit} />;
}
