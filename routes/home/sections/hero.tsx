import { Icon } from '../../_layout/icon';
import { Island } from '../../_layout/island';
import { BookingButton, CheckoutButton, Container, LinkButton } from '../../_layout/ui';
import { hero, heroWeek } from '../content';
import { CTA } from '../../_layout/copy';
import { DrawingSvg } from '../../_layout/drawing';
import { heroWeekDrawing } from './hero-week';
import { useSlot } from '../../_lib/slot-context';
import { SLOTS } from '../slots';

/**
 * The hero: rotating audience badge (links to #services without JS) with its pause button, claims and the four
 * buttons; from 1024 px its right half is the drawing of a leader's week (hidden on narrower screens, where it
 * would only push the buttons down).
 */
export function Hero() {
  const [headline, lead, booking] = [useSlot(SLOTS, 'home.hero.headline'), useSlot(SLOTS, 'home.hero.lead'), useSlot(SLOTS, 'home.hero.cta')];
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,165,36,0.25),transparent_55%)]" />
      <Container className="relative py-14 md:py-28">
        <div className="lg:grid lg:grid-cols-2 lg:items-center lg:gap-12">
          <div>
            <Island name="audience-badge" hydrate="idle" props={{ badges: hero.badges, control: hero.badgeControl }}>
              <div className="flex flex-wrap items-center gap-2">
                {/* No live region: a screen reader hears the audience when it reaches the link, not every 3 seconds. */}
                <a
                  href="#services"
                  data-audience-badge
                  className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-400 hover:bg-white/15"
                >
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-400" />
                  <span data-badge-text>{hero.badges[0]}</span>
                  <span className="sr-only"> – see our services</span>
                </a>
                {/* Shown by the island only while the badge rotates (not without JavaScript, not for reduced motion). */}
                <button
                  type="button"
                  hidden
                  data-badge-pause
                  className="grid h-8 w-8 place-items-center rounded-full border border-white/20 text-ink-200 hover:bg-white/10 hover:text-white"
                >
                  <span data-badge-when="playing">
                    <Icon name="pause" className="h-4 w-4" />
                  </span>
                  <span data-badge-when="paused" hidden>
                    <Icon name="play" className="h-4 w-4" />
                  </span>
                  <span className="sr-only" data-badge-pause-label>
                    {hero.badgeControl.pause}
                  </span>
                </button>
              </div>
            </Island>
            <h1 id="hero-heading" className="mt-6 max-w-4xl font-display text-4xl font-bold leading-tight tracking-tight md:text-6xl lg:text-5xl">
              {headline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 md:text-xl">{lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookingButton place="hero" label={SLOTS['home.hero.cta'].original}>
                {booking}
              </BookingButton>
              <LinkButton href="/services" variant="light">
                See Services
              </LinkButton>
            </div>
            <dl className="mt-12 grid max-w-2xl grid-cols-[repeat(3,auto)] gap-4 border-t border-white/10 pt-8 sm:grid-cols-3 sm:gap-6">
              {hero.claims.map((claim) => (
                <div key={claim.label} className="flex flex-col">
                  <dt className="text-sm text-ink-300">{claim.label}</dt>
                  <dd className="order-first font-display text-2xl font-bold whitespace-nowrap text-white sm:text-3xl md:text-4xl lg:text-2xl xl:text-3xl">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="hidden lg:block">
            <DrawingSvg drawing={heroWeekDrawing} tone="dark" label={heroWeek.label} />
          </div>
        </div>
        <div className="mt-10 flex max-w-3xl flex-col gap-4 rounded-2xl border border-white/15 bg-white/5 p-5 md:flex-row md:items-center">
          <p className="text-ink-100">{hero.realityCheckLine}</p>
          <div className="flex shrink-0 flex-wrap gap-2">
            <CheckoutButton target="reality-check" place="hero" size="sm">
              {CTA.realityCheck}
            </CheckoutButton>
            <BookingButton place="hero" variant="light" size="sm">
              {CTA.connectFirst}
            </BookingButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
