/** One answer the help widget can find: a FAQ question or a knowledge-center article (decision 034). */
export interface HelpIndexEntry {
  kind: 'faq' | 'article';
  title: string;
  /** Where the full answer is: a FAQ topic's page with the question's anchor, or the article. */
  path: string;
  /** The FAQ topic, or "Knowledge Center". */
  section: string;
  /** The answer's opening words, as plain text: what is searched and what the excerpt comes from. */
  text: string;
}
