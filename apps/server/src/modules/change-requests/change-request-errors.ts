import { changeRequestKinds } from '@waypoint/domain/change-requests/change-request-kinds';
import type { ChangeRequestProblem } from '@waypoint/domain/change-requests/change-request-submission';
import { AppError } from '../../graphql/app-error.js';

/** Every refusal of the change-requests module: a code the web branches on and words a person can act on. */
export const changeRequestErrors = {
  /** Missing, or another account's: the same answer, so ids reveal nothing. */
  notFound: () => new AppError('NOT_FOUND', 'No such change request.', 404),
  fileNotFound: () => new AppError('FILE_NOT_FOUND', 'No such file.', 404),
  noKinds: () =>
    new AppError('BAD_USER_INPUT', 'Choose at least one thing to change.', 400, [
      { field: 'codes', message: 'Choose at least one thing to change' },
    ]),
  unknownKind: (given: string) =>
    new AppError(
      'BAD_USER_INPUT',
      `"${given.slice(0, 40)}" is not something a change request can change. Use: ${changeRequestKinds.join(', ')}.`,
      400,
      [{ field: 'codes', message: 'Invalid value' }],
    ),
  alreadyOpen: (kinds: readonly string[]) =>
    new AppError(
      'CHANGE_REQUEST_ALREADY_OPEN',
      `You already have an open request to change your ${kinds.join(' and ')}. Finish or cancel it first.`,
      409,
    ),
  notEditable: (status: string) =>
    new AppError('CHANGE_REQUEST_NOT_EDITABLE', `This change request is ${status} and can no longer be changed.`, 409),
  invalid: (problems: readonly ChangeRequestProblem[]) =>
    new AppError(
      'BAD_USER_INPUT',
      problems.length === 1 ? (problems[0]?.message ?? 'Invalid change request') : 'Please correct the fields shown.',
      400,
      problems.map((problem) => ({ field: problem.field, message: problem.message })),
    ),
  unknownFileType: (given: string) =>
    new AppError(
      'UNKNOWN_DOCUMENT_TYPE',
      `"${given.slice(0, 40)}" is not a change-request document group. Use proofOfName, proofOfAddress or proofOfSCRA.`,
      400,
    ),
  fileTypeNotAsked: (fileType: string) =>
    new AppError('FILE_TYPE_NOT_ASKED', `This change request does not ask for ${fileType}.`, 400),
};
