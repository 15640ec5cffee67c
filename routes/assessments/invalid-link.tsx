import { PageHeader } from '../_layout/page-header';
import { Container, LinkButton } from '../_layout/ui';
import { routeByPath } from '../table';
import { invalidLinkCopy } from './content';
import { QUESTIONNAIRES } from './questionnaires';
import type { QuestionnaireKind } from './types';

/** A result URL whose answers are missing, the wrong length or out of range: say so and offer a fresh start. */
export function InvalidResultLink({ kind }: { kind: QuestionnaireKind }) {
  const questionnaire = QUESTIONNAIRES[kind];
  const route = routeByPath(questionnaire.path)!;
  const copy = invalidLinkCopy[kind];
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} h1={copy.h1} lead={copy.lead} />
      <Container className="py-12">
        <LinkButton href={questionnaire.path}>{copy.action}</LinkButton>
      </Container>
    </>
  );
}
