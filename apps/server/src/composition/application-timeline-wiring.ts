import { applicationTimelineSteps } from '../modules/application/application-timeline-repository.js';
import type { ApplicationTimelineSources } from '../modules/back-office/application-timeline-sources.js';
import { bankLinksTimeline } from '../modules/bank-linking/bank-link-timeline-repository.js';
import { cardsTimeline } from '../modules/cards/card-timeline-repository.js';
import { changeRequestsTimeline } from '../modules/change-requests/change-request-timeline-repository.js';
import { creditLimitRequestsTimeline } from '../modules/credit-line-increases/credit-limit-timeline-repository.js';
import { creditInquiriesTimeline } from '../modules/credit-report/credit-inquiry-timeline-repository.js';
import {
  decisionNoticePdfOf,
  decisionNoticesTimeline,
} from '../modules/decision-notices/decision-notice-timeline-repository.js';
import { workEmailsTimeline } from '../modules/employer-verification/work-email-timeline-repository.js';
import { identityQuestionsTimeline } from '../modules/identity-questions/kba-timeline-repository.js';

/**
 * The case timeline's sources (decision 068): each module's own read of what
 * it recorded about an application, handed to the back office as one port.
 */
export const applicationTimelineSources: ApplicationTimelineSources = {
  applicantSteps: applicationTimelineSteps,
  identityQuestions: identityQuestionsTimeline,
  bankLinks: bankLinksTimeline,
  workEmails: workEmailsTimeline,
  creditInquiries: creditInquiriesTimeline,
  decisionNotices: decisionNoticesTimeline,
  decisionNoticePdf: decisionNoticePdfOf,
  cards: cardsTimeline,
  changeRequests: changeRequestsTimeline,
  creditLimitRequests: creditLimitRequestsTimeline,
};
