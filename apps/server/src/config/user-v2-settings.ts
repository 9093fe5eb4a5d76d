import { z } from 'zod';

/**
 * The user-v2 endpoint (docs/operations.md "User-v2 endpoint"): the product's
 * calls go to the one GraphQL endpoint (product-rules#graphql-endpoint); a
 * separate user-v2 endpoint is configured beside it, but the product makes no
 * call to it yet. The setting is read and checked once at start (config.ts) so
 * a wrong address fails the start, not the first call that one day uses it.
 */
/** The parsed address, or null for text that is no URL (zod runs the refinements even then). */
function parsedUrl(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

export const userV2SettingsShape = {
  USER_V2_URL: z
    .url()
    .refine((value) => /^https?:$/.test(parsedUrl(value)?.protocol ?? 'http:'), 'must be an http:// or https:// URL')
    // Settings are echoed in start-up errors and logs: an address must never carry a password.
    .refine((value) => {
      const url = parsedUrl(value);
      return url === null || (url.username === '' && url.password === '');
    }, 'must not carry a user name or password')
    .optional(),
};

type Parsed = z.infer<z.ZodObject<typeof userV2SettingsShape>> & { APP_ENV: string };

/** In production the endpoint, when set, is reached over https only. */
export function checkUserV2Settings(value: Parsed, context: z.RefinementCtx): void {
  if (value.APP_ENV === 'production' && value.USER_V2_URL && parsedUrl(value.USER_V2_URL)?.protocol !== 'https:')
    context.addIssue({
      code: 'custom',
      path: ['USER_V2_URL'],
      message: 'must be an https:// URL when APP_ENV=production',
    });
}

export interface UserV2Settings {
  /** The endpoint's address without a trailing slash, or undefined when none is configured. */
  url: string | undefined;
}

export function readUserV2Settings(value: Parsed): UserV2Settings {
  return { url: value.USER_V2_URL?.replace(/\/+$/, '') };
}
