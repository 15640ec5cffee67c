import { BookingButton, LinkButton } from './ui';
import type { GoPlace } from '../_lib/go-links';
import { BURNOUT_ACTIONS, type BurnoutLevelNumber } from '../_lib/burnout-levels';

/**
 * After a burnout level is chosen, levels 1-2 lead to /services and levels 3-5 to the booking
 * calendar in a new tab, with the full assessment beside either. The home thermometer and the burnout
 * self-check result both use this, so the two can never disagree.
 */
export function BurnoutNextSteps({ level, place }: { level: BurnoutLevelNumber; place: GoPlace }) {
  const actions = BURNOUT_ACTIONS;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {level <= 2 ? (
        <LinkButton href="/services">{actions.services}</LinkButton>
      ) : (
        <BookingButton place={place}>{actions.booking}</BookingButton>
      )}
      <LinkButton href="/assessment" variant="secondary">
        {actions.assessment}
      </LinkButton>
    </div>
  );
}
