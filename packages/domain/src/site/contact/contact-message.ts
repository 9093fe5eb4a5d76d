import { z } from 'zod';
import { emailField } from '../../auth/account-fields.js';
import { fieldMessages } from '../../notifications/field-messages.js';

/**
 * The contact form's message, checked with the same rules by the web form
 * and by the server's sendContactMessage.
 */
export const contactMessageLimits = {
  name: { max: 100 },
  message: { min: 10, max: 4000 },
} as const;

/** What a message is about, so support can route it; the labels are what the form shows. */
export const contactTopics = ['application', 'account', 'rewards', 'documents', 'privacy', 'press', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  application: 'My application',
  account: 'My account or card',
  rewards: 'Cash back and rewards',
  documents: 'Documents and verification',
  privacy: 'Privacy and my data',
  press: 'Press and media',
  other: 'Something else',
};

export const contactMessageErrors = {
  chooseTopic: 'Choose what your message is about',
  messageTooShort: `Please write at least ${contactMessageLimits.message.min} characters so we can help`,
  messageTooLong: `Please keep your message under ${contactMessageLimits.message.max} characters`,
} as const;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, fieldMessages.required).max(contactMessageLimits.name.max, fieldMessages.tooLong),
  // The account rule: trimmed, at most 254 characters, lower-cased so a repeat is recognised.
  email: emailField,
  topic: z.enum(contactTopics, { error: contactMessageErrors.chooseTopic }),
  message: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .min(contactMessageLimits.message.min, contactMessageErrors.messageTooShort)
    .max(contactMessageLimits.message.max, contactMessageErrors.messageTooLong),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
