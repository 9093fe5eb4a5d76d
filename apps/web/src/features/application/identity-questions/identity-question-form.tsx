import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SubmitButton } from '../../../components/form/submit-button';
import type { IdentityQuestion } from './api/get-identity';
import { forgetIdentityProgress, keepIdentityProgress, readIdentityProgress } from './kept-identity-answers';

export interface IdentityQuestionFormProps {
  /** Names the set's fields; render with a `key` that changes with each new set, so the answers start over. */
  setKey: string;
  questions: readonly IdentityQuestion[];
  busy: boolean;
  /** Take the focus at once (a challenge set replacing the questions answered). */
  focusFirst?: boolean;
  onAnswered(answers: string[]): void;
}

/**
 * One question at a time: its progress line, its options as
 * radios, and Next; after the last one the answers go together. Each new
 * question takes the focus, so a screen reader reads it from its progress line.
 * The answers chosen so far survive a reload of the open set (kept-identity-answers.ts).
 */
export function IdentityQuestionForm({
  setKey,
  questions,
  busy,
  focusFirst = false,
  onAnswered,
}: IdentityQuestionFormProps) {
  const [kept] = useState(() => readIdentityProgress(setKey, questions));
  const [answers, setAnswers] = useState<string[]>(kept.answers);
  const [chosen, setChosen] = useState(kept.chosen);
  const [error, setError] = useState<string | undefined>();
  const progressRef = useRef<HTMLParagraphElement>(null);
  const index = answers.length;
  const question = questions[Math.min(index, questions.length - 1)];
  const last = index >= questions.length - 1;

  useEffect(() => {
    if (index > 0 || focusFirst) progressRef.current?.focus();
  }, [index, focusFirst]);

  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) keepIdentityProgress(setKey, questions, { answers, chosen });
  }, [setKey, questions, answers, chosen]);

  if (!question) return null;
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setError('Choose one answer');
      return;
    }
    setError(undefined);
    const all = [...answers, chosen];
    setChosen('');
    if (all.length >= questions.length) {
      // Sent: a reload now asks the server where the check stands, not these answers again.
      sent.current = true;
      forgetIdentityProgress();
      onAnswered(all);
    } else setAnswers(all);
  };
  const questionId = `identity-${setKey}-${index}`;
  return (
    <form noValidate aria-label="Identity questions" onSubmit={next} className="step-form">
      <p ref={progressRef} tabIndex={-1} className="step-lead identity-progress">
        Question {index + 1} of {questions.length}
      </p>
      <RadioGroupField
        key={questionId}
        id={questionId}
        name={questionId}
        label={question.prompt}
        options={question.answer.map((option) => ({ value: option, label: option }))}
        error={error}
        defaultValue={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <div className="step-actions">
        <SubmitButton busy={busy} busyLabel="Checking your answers…">
          {last ? 'Send my answers' : 'Next'}
        </SubmitButton>
      </div>
    </form>
  );
}
