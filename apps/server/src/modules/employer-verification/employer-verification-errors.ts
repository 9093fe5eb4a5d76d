import { AppError } from '../../graphql/app-error.js';

/** Every refusal of this module: a code the web can branch on and a message a person can act on. */
export const employerVerificationErrors = {
  invalidEmail: () =>
    new AppError('BAD_USER_INPUT', 'Invalid address. Please enter a valid email address', 400, [
      { field: 'workEmail', message: 'Invalid address. Please enter a valid email address' },
    ]),
  freeMail: () =>
    new AppError(
      'WORK_EMAIL_NOT_COMPANY',
      'This looks like a personal e-mail address. Enter the address your employer gave you, or verify your employer by your workplace address instead.',
      400,
      [{ field: 'workEmail', message: 'Enter your work e-mail address, not a personal one.' }],
    ),
  domainMismatch: (website: string) =>
    new AppError(
      'WORK_EMAIL_DOMAIN_MISMATCH',
      `This address does not belong to your employer's website (${website.slice(0, 100)}). Enter your work e-mail address, or verify your employer by your workplace address instead.`,
      400,
      [{ field: 'workEmail', message: "The address must belong to your employer's website." }],
    ),
  noEmployer: () =>
    new AppError(
      'NO_EMPLOYER_WEBSITE',
      "We need your employer's website to check a work e-mail. Go back to the employment step and add it, or verify by your workplace address.",
      400,
    ),
  applicationNotFound: () => new AppError('APPLICATION_NOT_FOUND', 'No such application.', 404),
  notEditable: (status: string) =>
    new AppError('APPLICATION_NOT_EDITABLE', `This application is ${status} and can no longer be changed.`, 409),
  linkInvalid: () =>
    new AppError(
      'LINK_INVALID',
      'This link is not valid. It may be incomplete, or a newer link replaced it. Send a new link from your application.',
      400,
    ),
  linkUsed: () =>
    new AppError(
      'LINK_USED',
      'This link has already been used. If your work e-mail is not verified yet, send a new link from your application.',
      410,
    ),
  linkExpired: () => new AppError('LINK_EXPIRED', 'This link has expired. Send a new link from your application.', 410),
  addressChanged: () =>
    new AppError(
      'LINK_INVALID',
      'This link is for an address or employer no longer on your application. Send a new link from your application.',
      400,
    ),
};
