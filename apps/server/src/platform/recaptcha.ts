import { z } from 'zod';

/** The reCAPTCHA check behind an interface; the sandbox is the default. */
export interface RecaptchaVerifier {
  verify(token: string | null | undefined, remoteIp: string): Promise<boolean>;
}

/** docs/sandbox.md: the tokens the sandbox accepts. Anything else fails. */
export const sandboxRecaptchaTokens = ['test-recaptcha-pass'] as const;

export const sandboxRecaptcha: RecaptchaVerifier = {
  verify: async (token) => typeof token === 'string' && (sandboxRecaptchaTokens as readonly string[]).includes(token),
};

const googleAnswer = z.object({ success: z.boolean(), score: z.number().optional() });
// reCAPTCHA v3 scores below this are treated as bots (Google's suggested default).
const minimumScore = 0.5;

export function googleRecaptcha(secret: string): RecaptchaVerifier {
  return {
    verify: async (token, remoteIp) => {
      if (!token) return false;
      const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      const answer = googleAnswer.safeParse(await response.json());
      return answer.success && answer.data.success && (answer.data.score ?? 1) >= minimumScore;
    },
  };
}
