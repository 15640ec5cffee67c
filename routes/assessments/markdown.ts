/**
 * The Markdown twins of the two assessments (routes/_app/page-markdown.ts), from the copy ./questionnaire-page.tsx
 * renders: the introduction, every question with its answers, then how a result reads, from the same scoring the
 * result pages use (./fit-scoring.ts, ./burnout-scoring.ts). No form: an agent is told where to take it.
 */
import type { PageMarkdown } from '../_app/routes';
import { burnoutLevels } from '../_lib/burnout-levels';
import { PACKAGES } from '../_lib/plans';
import { blocks, link, list } from '../_lib/markdown-twin';
import { BURNOUT_QUESTIONS, DIMENSIONS, FREQUENCY } from './burnout-questions';
import { DIMENSION_BAND_FROM, LEVEL_FROM, STRAIN_MAX } from './burnout-scoring';
import { assessmentIntro, bandLabels, burnoutIntro, burnoutResultCopy, dimensionCopy, questionnaireCopy, strainLabels } from './content';
import { AGREEMENT, AREAS, TEAM_SIZES } from './fit-questions';
import { AREA_MAX, BAND_FROM, BAND_POINTS, PLAN_FROM } from './fit-scoring';
import { QUESTIONNAIRES } from './questionnaires';
import type { QuestionnaireKind } from './types';

const INTROS = { fit: assessmentIntro, burnout: burnoutIntro } as const;

/** Scores from each band's lowest, highest band first, as the ranges they cover: '6 to 8', '5', '0 to 4'. */
function ranges<K>(from: readonly (readonly [K, number])[], max: number): [K, string][] {
  return from.map(([key, low], i) => {
    const high = i === 0 ? max : from[i - 1]![1] - 1;
    return [key, low === high ? `${low}` : `${low} to ${high}`];
  });
}

const points = (range: string) => `${range} ${range === '1' ? 'point' : 'points'}`;

function fitResult(): string {
  const areaBands = ranges([['high', BAND_FROM.high], ['moderate', BAND_FROM.moderate], ['low', 0]] as const, AREA_MAX);
  const planMax = AREAS.length * BAND_POINTS.high + TEAM_SIZES.length - 1;
  return blocks(
    '## How the result reads',
    `Each of the six areas is scored from its two statements, ${AGREEMENT[0]} counting 0 and ${AGREEMENT[AGREEMENT.length - 1]} ${AGREEMENT.length - 1}, out of ${AREA_MAX}:`,
    list(areaBands.map(([band, range]) => `**${bandLabels[band]}**: ${range}`)),
    `The result names up to three areas with some or strong need, strongest first, and the plan that fits. A strong need counts ${BAND_POINTS.high} points and some need ${BAND_POINTS.moderate}; the size of the business adds 0 (${TEAM_SIZES[0]}) to ${TEAM_SIZES.length - 1} (${TEAM_SIZES[TEAM_SIZES.length - 1]}):`,
    list(ranges(PLAN_FROM, planMax).map(([plan, range]) => `**${PACKAGES[plan].name}**: ${points(range)}`)),
  ).trimEnd();
}

function burnoutResult(): string {
  const reversed = BURNOUT_QUESTIONS.flatMap((q, i) => (q.positive ? [i + 1] : []));
  const dimensionMax = STRAIN_MAX / DIMENSIONS.length;
  const strainBands = ranges([['high', DIMENSION_BAND_FROM.high], ['some', DIMENSION_BAND_FROM.some], ['low', 0]] as const, dimensionMax);
  return blocks(
    '## How the result reads',
    `Each answer carries 0 (${FREQUENCY[0]}) to ${FREQUENCY.length - 1} (${FREQUENCY[FREQUENCY.length - 1]}) points of strain, the other way round for statements ${reversed.slice(0, -1).join(', ')} and ${reversed.at(-1)}, which describe a good sign: ${STRAIN_MAX} in all. The total places you on a level of our burnout thermometer:`,
    list(
      ranges(LEVEL_FROM, STRAIN_MAX).map(([level, range]) => {
        const l = burnoutLevels.find((b) => b.level === level)!;
        return `**${burnoutResultCopy.levelOf(level, burnoutLevels.length)}, ${l.label}** (${points(range)}): ${l.message}`;
      }),
    ),
    `${burnoutResultCopy.dimensionsLead} The areas are ${DIMENSIONS.map((d) => dimensionCopy[d].label.toLowerCase()).join(', ')}, each out of ${dimensionMax}:`,
    list(strainBands.map(([band, range]) => `**${strainLabels[band]}**: ${range}`)),
    burnoutResultCopy.disclaimer,
  ).trimEnd();
}

const RESULTS: Record<QuestionnaireKind, () => string> = { fit: fitResult, burnout: burnoutResult };

function questionnaireMarkdown(kind: QuestionnaireKind): string {
  const intro = INTROS[kind];
  const copy = questionnaireCopy[kind];
  const questions = QUESTIONNAIRES[kind].questions;
  return blocks(
    `# ${intro.h1}`,
    intro.lead,
    list(copy.facts),
    `## ${copy.formHeading}`,
    copy.instructions,
    ...questions.map((q, i) => `### ${i + 1}. ${q.text}\n\n${list([...q.options])}`),
    RESULTS[kind](),
    `${copy.crossLink.text} ${link(copy.crossLink.label, copy.crossLink.path)}`,
  );
}

export const fitMarkdown: PageMarkdown = () => questionnaireMarkdown('fit');
export const burnoutMarkdown: PageMarkdown = () => questionnaireMarkdown('burnout');
