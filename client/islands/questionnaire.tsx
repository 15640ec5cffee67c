/**
 * Turns the all-questions form into a stepper: one question at a time, 'Question 3 of 12', Back and Next, answers
 * kept when going back. The first render is the server's markup exactly (hydration must match); the switch to
 * stepper mode happens in an effect. The last step submits the same form the no-JS page posts.
 * It starts on the visitor's first click, key or focus inside it (`hydrate="input"`, routes/_lib/islands.ts), so the
 * answer that started it was given to the server's form, and is read back from there.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QuestionnaireView } from '../../routes/assessments/questionnaire-view';
import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import type { Answers, QuestionnaireKind } from '../../routes/assessments/types';

interface Props {
  kind: QuestionnaireKind;
  /** Set on the 400 page of a partial submission. */
  initial?: Answers;
  missing?: number[];
}

/** Answers chosen before hydration finished live only in the DOM: read them back so none is lost. */
function answersIn(form: HTMLFormElement | null, ids: string[], fallback: Answers): Answers {
  if (!form) return fallback;
  const data = new FormData(form);
  return ids.map((id, i) => {
    const value = data.get(id);
    return typeof value === 'string' && value !== '' ? Number(value) : fallback[i]!;
  });
}

/**
 * The question the visitor is at when the stepper takes over, so that it stays on screen: the one holding the focus
 * (a keyboard, or a click in most browsers), else the last one answered (a tap, or a click in Safari, focuses no
 * radio), else the first.
 */
function questionAt(form: HTMLFormElement | null, answers: Answers): number {
  const focused = document.activeElement?.closest('fieldset');
  const index = form && focused ? [...form.querySelectorAll('fieldset')].indexOf(focused) : -1;
  return index >= 0 ? index : Math.max(0, answers.findLastIndex((a) => a !== null));
}

export default function Questionnaire({ kind, initial, missing = [] }: Props) {
  const questionnaire = QUESTIONNAIRES[kind];
  const total = questionnaire.questions.length;
  const [answers, setAnswers] = useState<Answers>(() => initial ?? questionnaire.questions.map(() => null));
  const [stepping, setStepping] = useState(false);
  const [step, setStep] = useState(0);
  const [flagged, setFlagged] = useState<number[]>(missing);
  const formRef = useRef<HTMLFormElement>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const found = answersIn(
      formRef.current,
      questionnaire.questions.map((q) => q.id),
      answers,
    );
    setAnswers(found);
    setStep(missing[0] ?? questionAt(formRef.current, found));
    setStepping(true);
    // Runs once, after hydration: the switch to stepper mode.
  }, []);

  // Focus follows the step (not on the switch itself: the visitor may still be reading the introduction).
  useEffect(() => {
    if (moved.current) legendRef.current?.focus();
  }, [step]);

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  const answer = (index: number, value: number) => {
    setAnswers((prev) => prev.map((a, i) => (i === index ? value : a)));
    setFlagged((prev) => prev.filter((i) => i !== index));
  };

  const next = () => {
    if (answers[step] === null) {
      setFlagged((prev) => (prev.includes(step) ? prev : [...prev, step]));
      legendRef.current?.focus();
      return;
    }
    go(Math.min(step + 1, total - 1));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!stepping) return;
    if (step < total - 1) {
      // Enter inside a question means Next, not submit.
      event.preventDefault();
      next();
      return;
    }
    const unanswered = answers.flatMap((a, i) => (a === null ? [i] : []));
    if (unanswered.length) {
      event.preventDefault();
      setFlagged(unanswered);
      if (unanswered[0] === step) legendRef.current?.focus();
      else go(unanswered[0]!);
    }
  };

  return (
    <QuestionnaireView
      questionnaire={questionnaire}
      answers={answers}
      missing={flagged}
      stepper={stepping ? { step, onBack: () => go(Math.max(step - 1, 0)), onNext: next } : undefined}
      onAnswer={answer}
      onSubmit={submit}
      formRef={formRef}
      legendRef={legendRef}
    />
  );
}
