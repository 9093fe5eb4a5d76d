/**
 * What a page may hand the sign-up page in the navigation state: the names
 * already given (the prequalification result's "Continue to sign up"). Only
 * names: decision 019 keeps date of birth and income out of browser storage,
 * and the answers themselves reach the draft through the server (decision 026).
 */
export interface SignUpState {
  firstName: string;
  lastName: string;
}

const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length <= 100;

/**
 * The names in `location.state`, or empty ones when it holds anything else (state can come from any page).
 * Checked by hand: sign-up reads it as it loads, before any schema library (decision 091).
 */
export function signUpNamesFrom(state: unknown): SignUpState {
  if (typeof state !== 'object' || state === null) return { firstName: '', lastName: '' };
  const { firstName, lastName } = state as { firstName?: unknown; lastName?: unknown };
  return isShortText(firstName) && isShortText(lastName) ? { firstName, lastName } : { firstName: '', lastName: '' };
}
