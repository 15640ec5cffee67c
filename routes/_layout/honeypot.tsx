import { HONEYPOT_FIELD } from '../_lib/lead-fields';
import { LEAD_FORMS } from '../_lib/lead-copy';

/** The bot trap: off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{LEAD_FORMS.honeypotLabel}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
