/** The back office's pages, one lazily loaded part (routes.tsx): none of it ships to applicant or content pages. */
export { OpsApplicationPage } from './back-office-application-page';
export { OpsAuditPage } from './audit/back-office-audit-page';
export { OpsChangeRequestPage } from './change-requests/back-office-change-request-page';
export { OpsChangeRequestsPage } from './change-requests/back-office-change-requests-page';
export { OpsCreditLimitsPage } from './credit-limits/back-office-credit-limits-page';
export { OpsEnrolPage } from './back-office-enrol-page';
export { OpsHomePage } from './back-office-home-page';
export { OpsSecurityPage } from './security/back-office-security-page';
export { OpsStaffPage } from './security/back-office-staff-page';
export { OpsSignInPage } from './back-office-sign-in-page';
export { OpsSummaryPage } from './summary/back-office-summary-page';
export { OpsWaitlistPage } from './waitlist/back-office-waitlist-page';
