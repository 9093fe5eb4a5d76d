import { z } from 'zod';

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

const signUpStateSchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
});

/** The names in `location.state`, or empty ones when it holds anything else (state can come from any page). */
export function signUpNamesFrom(state: unknown): SignUpState {
  const parsed = signUpStateSchema.safeParse(state);
  return parsed.success ? parsed.data : { firstName: '', lastName: '' };
}
