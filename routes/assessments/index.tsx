/**
 * The two assessments: the questionnaire pages, their no-JS form posts (303 to the result URL, or 400 with the
 * answers kept) and the result pages, which are rendered from the answers in the URL and never indexed.
 */
import type { Hono } from 'hono';
import { ANSWER_PARAM, decodeAnswers, isComplete, readForm, resultUrl } from './answer-code';
import { BurnoutResultView } from './burnout-result';
import { burnoutResultCopy, fitResultCopy, invalidAnswersCopy, invalidLinkCopy } from './content';
import { FitResultView } from './fit-result';
import { InvalidResultLink } from './invalid-link';
import { AssessmentPage, BurnoutAssessmentPage, QuestionnaireLayout } from './questionnaire-page';
import { factory } from '../_app/factory';
import { pageRoutes } from '../_app/pages';
import { ASSESSMENT_ROUTES } from './routes';
import { QUESTIONNAIRES } from './questionnaires';
import { resultPath, type Questionnaire } from './types';
import type { AppEnv } from '../_app/env';
import { BODY_CAPS, capBody } from '../_app/body-cap';
import { acceptBody, FORM_BODIES, refusalText } from '../_app/request-body';
import type { Offers, Services } from '../_app/services';
import { readResultLink, resultLeadKind, resultReader } from './result-link';
import { resultFormAgain } from './result-view';


const RESULTS = {
  fit: { copy: fitResultCopy, View: FitResultView },
  burnout: { copy: burnoutResultCopy, View: BurnoutResultView },
} as const;

/** A body that cannot be read is a 400 here whatever its type, as a questionnaire post with no answers is. */
const unreadable = acceptBody(FORM_BODIES, (c, refused) => refusalText(c, { ...refused, status: 400 }));

const COMPLETED = { fit: 'fit_completed', burnout: 'burnout_completed' } as const;

function mount(assessments: Hono<AppEnv>, q: Questionnaire, s: Services) {
  assessments.post(q.path, capBody(BODY_CAPS.assessment), unreadable, async (c) => {
    const { answers, missing } = readForm(q, c.var.input ?? {});
    if (isComplete(answers)) {
      s.analytics.completed(c, COMPLETED[q.kind], q.path);
      return c.redirect(resultUrl(q, answers), 303);
    }
    return c.render(<QuestionnaireLayout kind={q.kind} answers={answers} missing={missing} />, {
      meta: { title: invalidAnswersCopy.title, description: invalidAnswersCopy.description, path: q.path, noindex: true },
      status: 400,
    });
  });

  assessments.get(resultPath(q), (c) => {
    const answers = decodeAnswers(q, c.req.query(ANSWER_PARAM));
    if (!answers) {
      const { title, description } = invalidLinkCopy[q.kind];
      return c.render(<InvalidResultLink kind={q.kind} />, { meta: { title, description, path: resultPath(q), noindex: true }, status: 400 });
    }
    const { copy, View } = RESULTS[q.kind];
    return c.render(<View answers={answers} />, {
      meta: { title: copy.title, description: copy.description, path: resultPath(q), canonical: resultUrl(q, answers), noindex: true },
      headers: { 'X-Robots-Tag': 'noindex' },
    });
  });
}

export function assessments(s: Services) {
  const app = factory.createApp();
  for (const q of Object.values(QUESTIONNAIRES)) mount(app, q, s);
  const [fit, burnout] = ASSESSMENT_ROUTES;
  app.route('/', pageRoutes([fit!], AssessmentPage));
  app.route('/', pageRoutes([burnout!], BurnoutAssessmentPage));
  return app;
}

export default assessments;

/** 'Email me my results' for the form API (routes/leads) and the worker's validation, through Services.results. */
export const offers: Pick<Offers, 'results'> = {
  results: {
    path: (raw, origin) => readResultLink(raw, origin)?.path ?? null,
    leadKind: resultLeadKind,
    reader: resultReader,
    formAgain: resultFormAgain,
  },
};
