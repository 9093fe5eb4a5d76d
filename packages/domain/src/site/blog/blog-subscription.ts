import { z } from 'zod';
import { emailField } from '../../auth/account-fields.js';
import { requiredField } from '../form-fields.js';

/** POST /blog/subscribe (product-rules#plain-http): a body with the e-mail address; the subscription is double opt-in. */
export const blogSubscriptionSchema = z.object({ email: requiredField(emailField) });

export type BlogSubscription = z.output<typeof blogSubscriptionSchema>;
