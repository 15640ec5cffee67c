import type { FormEvent } from 'react';
import { fieldLimits } from '../_lib/lead-fields';
import { Honeypot } from './honeypot';
import { PRIVACY_POLICY_PATH } from '../_lib/legal-paths';
import { buttonClass } from './ui';
import { NEWSLETTER } from './newsletter-content';

export type NewsletterVariant = 'default' | 'minimal' | 'inline';
export type NewsletterState = 'idle' | 'submitting' | 'subscribed' | 'failed';
export type NewsletterTone = 'light' | 'dark';

/** What the server component passes to the island; both render the view from it. */
export interface NewsletterProps {
  variant?: NewsletterVariant;
  tone?: NewsletterTone;
  /** A short visible title above the compact variants (the default variant sits under its section's heading). */
  title?: string;
  /** Element ids are derived from this, so two forms can share a page. Defaults to the variant. */
  idPrefix?: string;
  className?: string;
}

export interface NewsletterViewProps extends NewsletterProps {
  state: NewsletterState;
  values?: { name?: string; email?: string };
  /** The message for the email field, when it was refused. */
  error?: string;
  /** Set once JavaScript has taken over: the island validates and shows toasts instead of the browser. */
  enhanced?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export const NEWSLETTER_ACTION = '/api/newsletter';

const TONES = {
  light: {
    label: 'text-ink-800',
    input: 'border-ink-900/20 bg-white text-ink-950 placeholder:text-ink-500',
    small: 'text-ink-600',
    link: 'text-ink-800',
    error: 'text-red-700',
    card: 'border-ink-900/10 bg-white text-ink-900',
  },
  dark: {
    label: 'text-ink-100',
    input: 'border-white/25 bg-white/10 text-white placeholder:text-ink-300',
    small: 'text-ink-300',
    link: 'text-white',
    error: 'text-red-300',
    card: 'border-white/15 bg-white/5 text-white',
  },
};

/**
 * The newsletter form in three variants. Rendered by the server (idle, or after a refused no-JS post)
 * and by the island (every state). A real form posting to the worker, so it works without JavaScript.
 */
export function NewsletterFormView(props: NewsletterViewProps) {
  const { variant = 'default', tone = 'light', title, state, values = {}, error, enhanced = false, onSubmit, className = '' } = props;
  const id = props.idPrefix ?? `newsletter-${variant}`;
  const t = TONES[tone];

  if (state === 'subscribed') {
    if (variant === 'inline') {
      return (
        <p role="status" className={`flex items-center gap-2 font-semibold ${t.label} ${className}`}>
          <span aria-hidden="true">✓</span> {NEWSLETTER.subscribedInline}
        </p>
      );
    }
    return (
      <div role="status" className={`rounded-2xl border p-6 ${t.card} ${className}`}>
        <p className="font-display text-2xl font-bold">{NEWSLETTER.subscribedCard.title}</p>
        <p className={`mt-2 leading-relaxed ${t.small}`}>{NEWSLETTER.subscribedCard.body}</p>
      </div>
    );
  }

  const busy = state === 'submitting';
  const errorId = `${id}-email-error`;
  const compact = variant !== 'default';
  const inline = variant === 'inline';
  const inputClass = `w-full rounded-full border disabled:opacity-60 ${inline ? 'px-3.5 py-2 text-base' : 'px-4 py-3 text-base'} ${t.input}`;
  const layout =
    variant === 'default'
      ? 'grid gap-4 md:grid-cols-[1fr_1.4fr_auto] md:items-end'
      : variant === 'minimal'
        ? 'flex flex-col gap-3 sm:flex-row sm:items-end'
        : 'flex flex-row items-end gap-2';

  return (
    <form
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-label={title ? `${NEWSLETTER.formLabel}: ${title}` : NEWSLETTER.formLabel}
      data-newsletter={variant}
      data-enhanced={enhanced ? '' : undefined}
      className={`relative ${className}`}
    >
      {title && <p className={`mb-3 text-sm font-semibold ${t.label}`}>{title}</p>}
      <Honeypot idPrefix={id} />
      <div className={layout}>
        {variant === 'default' && (
          <div>
            <label htmlFor={`${id}-name`} className={`mb-1.5 block text-sm font-medium ${t.label}`}>
              {NEWSLETTER.nameLabel} <span className={`font-normal ${t.small}`}>({NEWSLETTER.nameHint.toLowerCase()})</span>
            </label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="given-name"
              maxLength={fieldLimits('newsletter', 'name').maxLength}
              placeholder={NEWSLETTER.namePlaceholder}
              defaultValue={values.name}
              disabled={busy}
              className={inputClass}
            />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className={compact ? 'sr-only' : `mb-1.5 block text-sm font-medium ${t.label}`}>
            {NEWSLETTER.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={fieldLimits('newsletter', 'email').maxLength}
            placeholder={inline ? NEWSLETTER.inlinePlaceholder : NEWSLETTER.emailPlaceholder}
            defaultValue={values.email}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={busy} className={`${buttonClass('primary', inline ? 'sm' : 'md')} shrink-0 disabled:cursor-wait disabled:opacity-80`}>
          {busy ? NEWSLETTER.submitting : NEWSLETTER.submit}
        </button>
      </div>
      {error && (
        <p id={errorId} className={`mt-2 text-sm font-medium ${t.error}`}>
          {error}
        </p>
      )}
      {variant !== 'inline' && (
        <p className={`mt-3 text-xs ${t.small}`}>
          {NEWSLETTER.privacy}{' '}
          <a href={PRIVACY_POLICY_PATH} className={`underline underline-offset-2 ${t.link}`}>
            {NEWSLETTER.privacyLinkLabel}
          </a>
        </p>
      )}
    </form>
  );
}
