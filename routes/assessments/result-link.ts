/**
 * Result links sent with 'Email me my results': only this site's result pages, with answers that decode, are
 * accepted, and the record's message says what the result was. Server-side: it needs the scoring and its copy.
 */
import { sameSitePath } from '../_lib/same-site-path';
import { burnoutLevels } from '../_lib/burnout-levels';
import { PACKAGES } from '../_lib/plans';
import type { ResultLeadKind, ResultReader } from '../_lib/lead-fields';
import { services } from '../services/content';
import { ANSWER_PARAM, decodeAnswers, resultUrl } from './answer-code';
import { scoreBurnout } from './burnout-scoring';
import { emailResultsCopy } from './content';
import { scoreFit } from './fit-scoring';
import { QUESTIONNAIRES } from './questionnaires';
import { resultPath, type QuestionnaireKind } from './types';

/** Which results email each questionnaire's result page sends. */
export const RESULT_LEAD_KINDS: Record<QuestionnaireKind, ResultLeadKind> = { fit: 'assessment', burnout: 'burnout_assessment' };

export interface ResultLink {
  kind: QuestionnaireKind;
  answers: number[];
  /** Canonical and relative: `/assessment/result?a=…`. */
  path: string;
}

/**
 * Reads a same-site result link: a path (`/assessment/result?a=…`) or the same address on `origin`. Anything
 * else (another site, another page, extra parameters, a fragment, answers that do not decode) is null.
 */
export function readResultLink(raw: string, origin: string): ResultLink | null {
  const site = new URL(origin).origin;
  // A root-relative path or this site's full address; sameSitePath then refuses anything a browser would take elsewhere.
  if (!raw.startsWith('/') && !raw.startsWith(`${site}/`)) return null;
  const path = sameSitePath(raw, site);
  if (!path) return null;
  const url = new URL(path, site);
  if (url.hash) return null;
  const questionnaire = Object.values(QUESTIONNAIRES).find((q) => resultPath(q) === url.pathname);
  if (!questionnaire) return null;
  const params = [...url.searchParams.keys()];
  if (params.length !== 1 || params[0] !== ANSWER_PARAM) return null;
  const answers = decodeAnswers(questionnaire, url.searchParams.get(ANSWER_PARAM));
  return answers && { kind: questionnaire.kind, answers, path: resultUrl(questionnaire, answers) };
}

/** What the result was, in a line or two the CRM can put in its email, then the link. */
export function resultMessage(link: ResultLink, origin: string): string {
  const copy = emailResultsCopy.record;
  let summary: string;
  if (link.kind === 'fit') {
    const result = scoreFit(link.answers);
    summary = copy.fit(PACKAGES[result.plan].name, result.top.map((a) => services.find((s) => s.key === a.area)!.name));
  } else {
    const { level } = scoreBurnout(link.answers);
    summary = copy.burnout(level.level, burnoutLevels.length, level.label);
  }
  return `${summary}\n${copy.link(new URL(link.path, origin).href)}`;
}

/** The worker's ResultReader: the link must be the result page of the kind's own questionnaire. */
export function resultReader(origin: string): ResultReader {
  return (kind, raw) => {
    const link = readResultLink(raw, origin);
    if (!link || RESULT_LEAD_KINDS[link.kind] !== kind) return null;
    return { path: link.path, message: resultMessage(link, origin) };
  };
}

/** Which results email a submission to the shared endpoint is: its result link's questionnaire (the fit one if unclear). */
export function resultLeadKind(input: Record<string, unknown>, origin: string) {
  const raw = Object.hasOwn(input, 'result') ? input.result : undefined;
  const link = typeof raw === 'string' ? readResultLink(raw.trim(), origin) : null;
  return RESULT_LEAD_KINDS[link?.kind ?? 'fit'];
}
