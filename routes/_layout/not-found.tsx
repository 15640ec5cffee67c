import { Container, LinkButton } from './ui';
import { CTA, notFoundPage } from './copy';
import { DrawingSvg } from './drawing';
import { notFoundDrawing } from './not-found-art';

/** The look of an address with nothing to show: its status code large, what happened, and one way on. */
export function MissingPage({ code, h1, lead, href, action }: { code: number; h1: string; lead: string; href: string; action: string }) {
  return (
    <Container className="py-24 text-center md:py-32">
      <DrawingSvg drawing={notFoundDrawing} tone="light" className="mx-auto mb-6 h-auto w-60" />
      <p className="font-display text-7xl font-bold text-accent-600" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 font-display text-4xl font-bold text-ink-950">{h1}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">{lead}</p>
      <div className="mt-8">
        <LinkButton href={href}>{action}</LinkButton>
      </div>
    </Container>
  );
}

/** The catch-all: 'Oops! Page not found' with 'Return to Home'. */
export function NotFound() {
  return <MissingPage code={404} h1={notFoundPage.h1} lead={notFoundPage.lead} href="/" action={CTA.home} />;
}

/** The router's error fallback. Deliberately plain: it must render even when something else is broken. */
export function ErrorView() {
  return (
    <Container className="py-24 text-center md:py-32">
      <h1 className="font-display text-4xl font-bold text-ink-950">Unexpected Application Error</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        Something went wrong on our side while preparing this page. Please try again in a moment, or return to the home page.
      </p>
      <div className="mt-8">
        <LinkButton href="/">{CTA.home}</LinkButton>
      </div>
    </Container>
  );
}
