/** What the subscribe form and its placeholder share, so the swap after loading moves nothing on the page. */
export const subscribeEmailField = {
  label: 'Your e-mail address',
  hint: 'We send a link to confirm. You can unsubscribe from any of our e-mails.',
} as const;

export const subscribeEmailId = (idPrefix: string) => `${idPrefix}-email`;
