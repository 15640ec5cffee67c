/**
 * The assessments' worker routes. The questionnaire pages themselves are ordinary page routes; here are the
 * no-JS form posts (303 to the result URL, or 400 with the answers kept) and the result pages, which are
 * rendered from the answers in the URL and never indexed.
 */
import { Hono, type Context } from 'hono';
import { ANSWER_PARAM, decodeAnswers, isComplete, readForm, resultUrl } from '../routes/assessments/answer-code';
import { BurnoutResultView } from '../routes/assessments/burnout-result';
import { burnoutResultCopy, fitResultCopy, invalidAnswersCopy, invalidLinkCopy } from '../routes/assessments/content';
import { FitResultView } from '../routes/assessments/fit-result';
import { InvalidResultLink } from '../routes/assessments/invalid-link';
import { QuestionnaireLayout } from '../routes/assessments/questionnaire-page';
import { QUESTIONNAIRES } from '../routes/assessments/questionnaires';
import { resultPath, type Questionnaire } from '../routes/assessments/types';
import type { AppEnv } from '../routes/_app/env';
import { renderPage } from './render';
import { BODY_CAPS, capBody } from '../routes/_app/body-cap';

const assessments = new Hono<AppEnv>();

const RESULTS = {
  fit: { copy: fitResultCopy, View: FitResultView },
  burnout: { copy: burnoutResultCopy, View: BurnoutResultView },
} as const;

async function postedForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    // An unreadable body is treated as no answers at all: a 400 page, never a 500.
    return {};
  }
}

function mount(q: Questionnaire) {
  assessments.post(q.path, capBody(BODY_CAPS.assessment), async (c) => {
    const { answers, missing } = readForm(q, await postedForm(c));
    if (isComplete(answers)) return c.redirect(resultUrl(q, answers), 303);
    return renderPage(c, <QuestionnaireLayout kind={q.kind} answers={answers} missing={missing} />, {
      meta: { title: invalidAnswersCopy.title, description: invalidAnswersCopy.description, path: q.path, noindex: true },
      status: 400,
    });
  });

  assessments.get(resultPath(q), (c) => {
    const answers = decodeAnswers(q, c.req.query(ANSWER_PARAM));
    if (!answers) {
      const { title, description } = invalidLinkCopy[q.kind];
      return renderPage(c, <InvalidResultLink kind={q.kind} />, { meta: { title, description, path: resultPath(q), noindex: true }, status: 400 });
    }
    const { copy, View } = RESULTS[q.kind];
    return renderPage(c, <View answers={answers} />, {
      meta: { title: copy.title, description: copy.description, path: resultPath(q), canonical: resultUrl(q, answers), noindex: true },
      headers: { 'X-Robots-Tag': 'noindex' },
    });
  });
}

for (const q of Object.values(QUESTIONNAIRES)) mount(q);

export default assessments;
