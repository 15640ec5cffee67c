import { Island } from '../_layout/island';
import { CheckList } from '../_layout/check-list';
import { PageHeader } from '../_layout/page-header';
import { Container, JsonLd } from '../_layout/ui';
import { ORGANISATION_ID } from '../_layout/structured-data';
import type { PageProps } from '../_app/page-types';
import { assessmentIntro, burnoutIntro, questionnaireCopy } from './content';
import { SITE } from '../_lib/site-config';
import { routeByPath } from '../table';
import { QuestionnaireView } from './questionnaire-view';
import { QUESTIONNAIRES } from './questionnaires';
import type { Answers, QuestionnaireKind } from './types';

const INTROS = { fit: assessmentIntro, burnout: burnoutIntro } as const;

/**
 * An assessment page: the intro, then every question as one ordinary form. The 'questionnaire' island turns
 * it into a one-question-at-a-time stepper when the visitor first clicks, taps or tabs into it: React is not on the
 * page's load path. Also the 400 page of a partial submission, with the answers kept.
 */
export function QuestionnaireLayout({ kind, answers, missing = [] }: { kind: QuestionnaireKind; answers?: Answers; missing?: number[] }) {
  const questionnaire = QUESTIONNAIRES[kind];
  const intro = INTROS[kind];
  const copy = questionnaireCopy[kind];
  const route = routeByPath(questionnaire.path)!;
  const initial = answers ?? questionnaire.questions.map(() => null);
  const islandProps = answers ? { kind, initial, missing } : { kind };
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow={copy.eyebrow} h1={intro.h1} lead={intro.lead}>
        <CheckList items={copy.facts} className="mt-6 grid gap-2 text-ink-700" />
      </PageHeader>
      <Container className="py-12 md:py-16">
        <section aria-labelledby="questions-heading" className="max-w-3xl">
          <h2 id="questions-heading" className="font-display text-3xl font-bold tracking-tight text-ink-950">
            {copy.formHeading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-700">{copy.instructions}</p>
          <div className="mt-8">
            <Island name="questionnaire" hydrate="input" props={islandProps}>
              <QuestionnaireView questionnaire={questionnaire} answers={initial} missing={missing} />
            </Island>
          </div>
          <p className="mt-12 border-t border-ink-900/10 pt-6 text-ink-700">
            {copy.crossLink.text}{' '}
            <a href={copy.crossLink.path} className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
              {copy.crossLink.label}
            </a>
          </p>
        </section>
      </Container>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          '@id': SITE.origin + questionnaire.path,
          url: SITE.origin + questionnaire.path,
          name: intro.h1,
          description: intro.description,
          inLanguage: 'en-GB',
          isPartOf: { '@type': 'WebSite', name: SITE.brand, url: SITE.origin },
          publisher: { '@id': ORGANISATION_ID },
        }}
      />
    </>
  );
}

export function AssessmentPage(_: PageProps) {
  return <QuestionnaireLayout kind="fit" />;
}

export function BurnoutAssessmentPage(_: PageProps) {
  return <QuestionnaireLayout kind="burnout" />;
}
