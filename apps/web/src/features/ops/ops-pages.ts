/** The back office's pages, one lazily loaded part (routes.tsx): none of it ships to applicant or content pages. */
export { OpsApplicationPage } from './ops-application-page';
export { OpsChangeRequestPage } from './change-requests/ops-change-request-page';
export { OpsChangeRequestsPage } from './change-requests/ops-change-requests-page';
export { OpsEnrolPage } from './ops-enrol-page';
export { OpsHomePage } from './ops-home-page';
export { OpsSignInPage } from './ops-sign-in-page';
