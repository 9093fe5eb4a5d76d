import { AppError } from '../../graphql/app-error.js';

/** No live staff session: an applicant's session, none, or one that ended (decision 029). */
export const staffSessionInvalid = () =>
  new AppError('STAFF_SESSION_INVALID', 'STAFF_SESSION_INVALID: please sign in to the back office again.', 401);

export const staffForbidden = () =>
  new AppError('STAFF_FORBIDDEN', 'STAFF_FORBIDDEN: your role does not allow this action.', 403);

/** One answer for a wrong e-mail, password or code, so none of them can be told apart. */
export const staffSignInFailed = () => new AppError('STAFF_SIGN_IN_FAILED', 'Incorrect e-mail, password or code.', 401);

export const enrolmentLinkInvalid = () =>
  new AppError(
    'STAFF_ENROLMENT_INVALID',
    'This enrolment link has been used or has expired. Ask an administrator for a new one.',
    400,
  );
