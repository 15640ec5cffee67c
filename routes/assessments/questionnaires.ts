import { BURNOUT } from './burnout-questions';
import { FIT } from './fit-questions';
import type { Questionnaire, QuestionnaireKind } from './types';

/** Both questionnaires by kind: the island is told only the kind, and finds the questions here. */
export const QUESTIONNAIRES: Record<QuestionnaireKind, Questionnaire> = { fit: FIT, burnout: BURNOUT };
