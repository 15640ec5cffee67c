import { Hero } from './sections/hero';
import { Services } from './sections/services';
import { HowItWorks } from './sections/how-it-works';
import { Testimonials } from './sections/testimonials';
import { Thermometer } from './sections/thermometer';
import { RoiCalculator } from './sections/roi-calculator';
import { Pricing } from './sections/pricing';
import { Audience } from './sections/audience';
import { Reasons } from './sections/reasons';
import { Solution } from './sections/solution';
import { Industries } from './sections/industries';
import { Faq } from './sections/faq';
import { Newsletter } from './sections/newsletter';
import { Closing } from './sections/closing';

/** The home page's sections, top to bottom (the footer comes from the shell). */
export function HomePage() {
  return (
    <>
      <Hero />
      <Services />
      <HowItWorks />
      <Testimonials />
      <Thermometer />
      <RoiCalculator />
      <Pricing />
      <Audience />
      <Reasons />
      <Solution />
      <Industries />
      <Faq />
      <Newsletter />
      <Closing />
    </>
  );
}
