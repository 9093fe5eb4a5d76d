import { createElement, type ComponentType, type ReactNode } from 'react';
import { Island } from '../lib/islands/island';
import type { ComponentChunkName, PageResults } from '../lib/page-data/site-content';

export type PageComponent<Name extends ComponentChunkName = ComponentChunkName> = ComponentType<{
  result: PageResults[Name];
}>;

/**
 * Each page-data `componentChunkName` and the code that renders it. Every
 * page kind is its own chunk, so a visitor downloads only the pages they open.
 */
const loaders: { [Name in ComponentChunkName]: () => Promise<PageComponent<Name>> } = {
  'component---home': async () => (await import('../features/site/home-page')).HomePage,
  'component---content': async () => (await import('../features/site/content-page')).ContentPage,
  'component---rewards': async () => (await import('../features/rewards/rewards-page')).RewardsPage,
  'component---contact': async () => (await import('../features/contact/contact-page')).ContactPage,
  'component---partner': async () => (await import('../features/partners/partner-page')).PartnerPage,
  // `/quiz/{code}` greets the invited visitor above the quiz.
  'component---quiz': async () => {
    const [{ QuizPage }, { withReferrerGreeting }] = await Promise.all([
      import('../features/quiz/quiz-page'),
      import('../features/referrals/with-referrer-greeting'),
    ]);
    return withReferrerGreeting(QuizPage);
  },
  // As /enroll: the form or greeting is a chunk apart (decision 046), loaded before the page renders.
  // The waitlist form (decision 087) is a chunk apart too, placed in the copy where it invites people to join.
  'component---invite': async () => {
    const [{ InvitePage, loadInviteParts }, { WaitlistSection, loadWaitlistSection }] = await Promise.all([
      import('../features/referrals/invite-page'),
      import('../features/waitlist/waitlist-section'),
    ]);
    await Promise.all([loadInviteParts(), loadWaitlistSection()]);
    // An island of its own on the prerendered page (decision 090): it hydrates apart from the copy.
    const waitlist = createElement(Island<object>, { name: 'waitlist-form', component: WaitlistSection, props: {} });
    return function InviteWithWaitlist(props: { result: PageResults['component---invite'] }) {
      return createElement(InvitePage, { ...props, waitlist });
    };
  },
  // The code form is a chunk apart (decision 046), loaded before the page renders so it hydrates with it.
  'component---enroll': async () => {
    const { EnrollPage, loadEnrollCodeForm } = await import('../features/referrals/enroll-page');
    await loadEnrollCodeForm();
    return EnrollPage;
  },
  'component---blog-index': async () => (await import('../features/blog/blog-index-page')).BlogIndexPage,
  'component---blog-post': async () => (await import('../features/blog/blog-post-page')).BlogPostPage,
  'component---faq-index': async () => (await import('../features/faq/faq-index-page')).FaqIndexPage,
  'component---faq-section': async () => (await import('../features/faq/faq-section-page')).FaqSectionPage,
  'component---knowledge-center': async () =>
    (await import('../features/knowledge-center/knowledge-center-page')).KnowledgeCenterPage,
  'component---article-index': async () =>
    (await import('../features/knowledge-center/article-index-page')).ArticleIndexPage,
  'component---article': async () => (await import('../features/knowledge-center/article-page')).ArticlePage,
  'component---careers': async () => (await import('../features/careers/careers-page')).CareersPage,
  'component---job-position': async () => (await import('../features/careers/job-position-page')).JobPositionPage,
  'component---legal-document': async () =>
    (await import('../features/disclosures/legal-document-page')).LegalDocumentPage,
};

const loaded = new Map<string, PageComponent>();

export function isComponentChunkName(name: string): name is ComponentChunkName {
  return Object.hasOwn(loaders, name);
}

/** Loads a page's code once; hydration waits for it so the first render matches the HTML. */
export async function loadPageComponent(name: ComponentChunkName): Promise<PageComponent> {
  const existing = loaded.get(name);
  if (existing) return existing;
  const component = (await loaders[name]()) as PageComponent;
  loaded.set(name, component);
  return component;
}

/** A page whose code has loaded (the route loader made sure of it), or null if it has not. */
export function renderLoadedPage(name: string, result: unknown): ReactNode {
  const component = loaded.get(name);
  return component ? createElement(component, { result: result as never }) : null;
}
