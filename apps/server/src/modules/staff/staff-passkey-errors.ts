import { AppError } from '../../graphql/app-error.js';

/*
 * Passkey refusals (decision 072). A sign-in refusal is STAFF_SIGN_IN_FAILED,
 * as for a wrong password or code: which part failed is not told.
 */

export const passkeySignInFailed = () =>
  new AppError('STAFF_SIGN_IN_FAILED', 'That passkey was not recognised. Use another, or your password and code.', 401);

export const passkeyRegistrationRefused = () =>
  new AppError('PASSKEY_REJECTED', 'That passkey could not be added. Try again.', 400);

export const passkeyRegistrationExpired = () =>
  new AppError(
    'PASSKEY_CHALLENGE_INVALID',
    'Adding the passkey took too long or was already finished. Start again.',
    400,
  );

export const passkeyAlreadyAdded = () =>
  new AppError('PASSKEY_ALREADY_ADDED', 'This passkey is already added to a staff account.', 409);

export const passkeyLimitReached = (limit: number) =>
  new AppError('PASSKEY_LIMIT', `You have ${limit} passkeys, the most an account may have. Remove one first.`, 400);

export const passkeyNotFound = () => new AppError('NOT_FOUND', 'You have no passkey with that id.', 404);

export const staffAccountNotFound = () => new AppError('NOT_FOUND', 'There is no staff account with that id.', 404);
