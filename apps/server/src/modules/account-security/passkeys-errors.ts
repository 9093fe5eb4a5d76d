import { AppError } from '../../graphql/app-error.js';

/* The refusals of applicants' passkeys (decision 076); the web shows each message as it is. */

export const passkeyLimitReached = (max: number) =>
  new AppError('PASSKEY_LIMIT', `You can keep ${max} passkeys. Remove one you no longer use first.`);
export const passkeyRegistrationExpired = () =>
  new AppError('PASSKEY_CHALLENGE_INVALID', 'That passkey request has expired. Please try again.');
export const passkeyRegistrationRefused = () =>
  new AppError('PASSKEY_REJECTED', 'That passkey could not be added. Please try again on this site.');
export const passkeyAlreadyAdded = () =>
  new AppError('PASSKEY_ALREADY_ADDED', 'That passkey is already on an account.');
export const passkeyNotFound = () => new AppError('NOT_FOUND', 'No such passkey on your account.', 404);
export const passkeyNeededFirst = () =>
  new AppError('PASSKEY_NEEDED', 'Add a passkey first: it is what you will confirm sign-ins with.');
/** One answer for every failed passkey sign-in, as a wrong password gets one (decision 058). */
export const passkeySignInFailed = () =>
  new AppError(
    'PASSKEY_SIGN_IN_FAILED',
    'That passkey was not recognised. Try again, or sign in with your password.',
    401,
  );
