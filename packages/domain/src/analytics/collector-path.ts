/**
 * The first-party collector's address (architecture: analytics go to a first-party collector). Apart
 * from the batch's schema, so the browser's analytics client names it without loading zod
 * (decision 090: a content page's script at idle).
 */
export const collectorPath = '/api/v1/collect';
