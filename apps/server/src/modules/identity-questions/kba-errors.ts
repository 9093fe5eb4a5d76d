import { AppError } from '../../graphql/app-error.js';

/** Clear errors for bad input; the web shows the message as is. */
export const kbaErrors = {
  noApplication: () =>
    new AppError('APPLICATION_NOT_FOUND', 'Start your application before confirming your identity.', 404),
  notEditable: (status: string) =>
    new AppError('APPLICATION_NOT_EDITABLE', `This application is ${status} and can no longer be changed.`, 409),
  // Another user's transaction gets the same answer as an unknown one: ids are not confirmed to strangers.
  unknownTransaction: () =>
    new AppError(
      'TRANSACTION_UNKNOWN',
      'We could not find that identity check. Start the questions again to get a new one.',
      404,
    ),
  finished: (result: string) =>
    new AppError(
      'TRANSACTION_FINISHED',
      `These answers were already sent: this identity check is over (${result}). Start again or upload an identity document.`,
      409,
    ),
  // The failure limit is checked again when answers arrive, so a set opened alongside the failed ones scores nothing.
  attemptsUsed: () =>
    new AppError(
      'IDENTITY_ATTEMPTS_USED',
      'The questions could not confirm your identity and no attempts are left. Upload an identity document instead.',
      409,
    ),
  badQuestionsType: () => new AppError('BAD_USER_INPUT', 'questionsType must be MAIN or CHALLENGE.'),
  wrongSet: (expected: string, sent: string) =>
    new AppError(
      'WRONG_QUESTION_SET',
      `These answers are for the ${sent} questions, but this identity check is waiting for the ${expected} answers.`,
      409,
    ),
  answerCount: (expected: number, sent: number) =>
    new AppError('BAD_USER_INPUT', `Answer each of the ${expected} questions; ${sent} answers were sent.`),
  notAnOption: (position: number) =>
    new AppError('BAD_USER_INPUT', `Answer ${position} is not one of the options offered for question ${position}.`),
};

export const kbaMessages = {
  providerTimeout:
    'The identity questions service did not answer in time. Start again in a moment, or upload an identity document instead.',
  expired:
    'The time to answer these questions ran out. Start again for new questions, or upload an identity document instead.',
  noAttemptsLeft:
    'The questions could not confirm your identity and no attempts are left. Upload an identity document instead.',
};
