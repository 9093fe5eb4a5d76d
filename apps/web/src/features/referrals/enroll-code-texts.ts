/** The `/enroll` code form's words (decision 035), shared by the page and its lazily loaded form. */
export const enrollCodeTexts = {
  label: 'Pre-approved code',
  formLabel: 'Enter your pre-approved code',
  hint: 'Letters, numbers and dashes, as printed on your letter or invitation.',
  notAccepted:
    'We could not find that code. Check it for typing mistakes; if it still does not work, the offer may have ended.',
} as const;
