import {
  cardFitQuestions,
  type CardFitAnswers,
  type CardFitQuestionId,
  type PartialCardFitAnswers,
  isCompleteCardFitAnswers,
} from './card-fit-quiz-questions.js';

/**
 * Where a visitor is in the card-fit quiz. Kept apart from React so the
 * moves (answer, next, back, start over) are tested as plain data, and Back
 * never loses an answer: answers live here, not in the question's form.
 */
export interface CardFitQuizProgress {
  /** 0..questions-1 is a question; questions.length is the result screen. */
  stepIndex: number;
  answers: PartialCardFitAnswers;
  /** Next was pressed without an answer; cleared by answering or moving. */
  missingAnswer: boolean;
}

export type CardFitQuizMove =
  | { type: 'answer'; questionId: CardFitQuestionId; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'startOver' };

export const initialCardFitQuizProgress: CardFitQuizProgress = { stepIndex: 0, answers: {}, missingAnswer: false };

export function isOnCardFitResult(progress: CardFitQuizProgress): boolean {
  return progress.stepIndex >= cardFitQuestions.length;
}

function isAnswerTo(questionId: CardFitQuestionId, value: string): boolean {
  const question = cardFitQuestions.find((candidate) => candidate.id === questionId);
  return question?.options.some((option) => option.value === value) ?? false;
}

export function moveCardFitQuiz(progress: CardFitQuizProgress, move: CardFitQuizMove): CardFitQuizProgress {
  switch (move.type) {
    case 'answer': {
      // The value comes from a radio's DOM value; an unknown one must not end up in the typed answers.
      if (!isAnswerTo(move.questionId, move.value)) return progress;
      const answers = { ...progress.answers, [move.questionId]: move.value } as PartialCardFitAnswers;
      return { ...progress, answers, missingAnswer: false };
    }
    case 'next': {
      if (isOnCardFitResult(progress)) return progress;
      const question = cardFitQuestions[progress.stepIndex];
      if (question && progress.answers[question.id] === undefined) return { ...progress, missingAnswer: true };
      return { ...progress, stepIndex: progress.stepIndex + 1, missingAnswer: false };
    }
    case 'back':
      return { ...progress, stepIndex: Math.max(0, progress.stepIndex - 1), missingAnswer: false };
    case 'startOver':
      return initialCardFitQuizProgress;
  }
}

/** The complete answers of a finished quiz, or null while a question is still open. */
export function finishedCardFitAnswers(progress: CardFitQuizProgress): CardFitAnswers | null {
  if (!isOnCardFitResult(progress)) return null;
  return isCompleteCardFitAnswers(progress.answers) ? progress.answers : null;
}
