/** How a list's ticks are drawn: a bold orange tick, or one in a round orange badge for a list set large. */
const TICK = {
  plain: 'font-bold text-accent-600',
  badge: 'grid h-6 w-6 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-bold text-accent-700',
};

/**
 * A list whose every item starts with a tick (what a plan, a service or an offer includes). The tick is decoration,
 * hidden from screen readers, which announce the list and its items. `tickClassName` lines the tick up with the
 * first line of the items' text (mt-0.5 or mt-1, by its size).
 */
export function CheckList({
  items,
  className = '',
  itemClassName = 'gap-3',
  tick = 'plain',
  tickClassName = '',
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  tick?: keyof typeof TICK;
  tickClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${itemClassName}`}>
          <span aria-hidden="true" className={`${TICK[tick]} ${tickClassName}`}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
