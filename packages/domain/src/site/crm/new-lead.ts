import { z } from 'zod';
import { emailField, nameField } from '../../auth/account-fields.js';
import { requiredField } from '../form-fields.js';

/** POST /crm/new_lead (product-rules#plain-http): a JSON body with email and firstName. */
export const newLeadSchema = z.object({ email: requiredField(emailField), firstName: requiredField(nameField) });

export type NewLeadInput = z.input<typeof newLeadSchema>;
export type NewLead = z.output<typeof newLeadSchema>;
