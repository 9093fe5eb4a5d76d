/**
 * One answer the help widget can find (decision 034): a FAQ question, a knowledge-center article,
 * or a cardholder's task (content/help/account-tasks.md) linked to the account page that does it.
 */
export interface HelpIndexEntry {
  kind: 'faq' | 'article' | 'task';
  title: string;
  /** Where the full answer is: a FAQ topic's page with the question's anchor, the article, or the account page. */
  path: string;
  /** The FAQ topic, "Knowledge Center", or "Your account". */
  section: string;
  /** The answer's opening words, as plain text: what is searched and what the excerpt comes from. */
  text: string;
}
