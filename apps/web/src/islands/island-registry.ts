import type { ComponentType } from 'react';
import type { IslandName } from '../lib/islands/island-names';

/** An island's code, and what it needs around it besides the document router and the page's notifications. */
export interface IslandCode {
  component: ComponentType<object>;
  /** The signed-in state (the header's account links, signing out). */
  session?: boolean;
  /** Server state (a form that sends something). */
  queries?: boolean;
}

// Each island's props come from its marker's JSON, written from the same component's props.
const code = <Props extends object>(
  component: ComponentType<Props>,
  needs: Omit<IslandCode, 'component'> = {},
): IslandCode => ({
  component: component as unknown as ComponentType<object>,
  ...needs,
});

/**
 * Each island's code, loaded when it hydrates (decision 090). It must be the component the page
 * renders inside `<Island name=…>`, so the first render in the browser matches the HTML.
 */
export const islandRegistry: Record<IslandName, () => Promise<IslandCode>> = {
  'site-header': async () => code((await import('../features/site-layout/site-header')).SiteHeader, { session: true }),
  // Its panel names the signed-in visitor's tasks and carries them to the help desk.
  'help-launcher': async () =>
    code((await import('../features/help-desk/help-launcher')).HelpLauncher, { session: true }),
  'notification-area': async () => code((await import('../lib/notifications/notification-area')).NotificationArea),
  'cash-back-calculator': async () =>
    code((await import('../features/rewards/cash-back-calculator')).CashBackCalculator),
  'card-fit-quiz': async () => code((await import('../features/quiz/card-fit-quiz')).CardFitQuiz),
  'contact-form': async () => code((await import('../features/contact/contact-form')).ContactForm, { queries: true }),
  'partner-referral-form': async () =>
    code((await import('../features/partners/partner-referral-form')).PartnerReferralForm, { queries: true }),
  'partner-invite-form': async () =>
    code((await import('../features/partners/partner-invite-form')).PartnerInviteForm, { queries: true }),
  // As in the app (decision 046): the part is loaded before it renders, so it renders at once.
  'invite-parts': async () => {
    const { InviteParts, loadInviteParts } = await import('../features/referrals/invite-page');
    await loadInviteParts();
    return code(InviteParts, { queries: true });
  },
  'enroll-code-form': async () => {
    const { EnrollCodeForm, loadEnrollCodeForm } = await import('../features/referrals/enroll-page');
    await loadEnrollCodeForm();
    return code(EnrollCodeForm, { queries: true });
  },
  'blog-subscribe': async () =>
    code((await import('../features/blog/blog-subscribe-section')).BlogSubscribeSection, { queries: true }),
  // The waitlist on /invite-only (decision 087): its form is a chunk apart, loaded before it renders.
  'waitlist-form': async () => {
    const { WaitlistSection, loadWaitlistSection } = await import('../features/waitlist/waitlist-section');
    await loadWaitlistSection();
    return code(WaitlistSection, { queries: true });
  },
};
