import type { RichNode } from '../content/rich-nodes';

/**
 * The `result` of each kind of content page (decision 012). The build makes
 * them from `content/`; each page component reads its own kind.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type: posts and articles are `article`. */
  ogType: 'website' | 'article';
}

export interface ContentPage {
  title: string;
  description: string;
  /** The page's H1 when it differs from the browser title. */
  heading: string;
  lede: string | null;
  body: RichNode[];
}

export interface Breadcrumb {
  label: string;
  path: string;
}

export interface PostSummary {
  path: string;
  title: string;
  description: string;
  date: string;
  category: string;
  readingMinutes: number;
}

export interface Post extends PostSummary {
  author: string;
  body: RichNode[];
}

export interface ArticleSummary {
  path: string;
  title: string;
  description: string;
  updated: string;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  body: RichNode[];
}

export interface FaqQuestion {
  id: string;
  question: string;
  answer: RichNode[];
}

export interface FaqSection {
  id: string;
  path: string;
  title: string;
  description: string;
  questions: FaqQuestion[];
}

/** A topic on the FAQ index: its questions link to their answers on the topic's page. */
export interface FaqTopic {
  id: string;
  path: string;
  title: string;
  description: string;
  questions: { id: string; question: string }[];
}

export interface FaqSectionLink {
  path: string;
  title: string;
}

export interface PositionSummary {
  path: string;
  title: string;
  description: string;
  team: string;
  location: string;
  employmentType: string;
}

export interface Position extends PositionSummary {
  body: RichNode[];
}

export interface LegalDocumentView {
  title: string;
  /** "v6": the version a person's acceptance is recorded against. */
  version: string;
  /** An ISO date, "2026-11-01". */
  effectiveDate: string;
  summary: string;
  body: RichNode[];
}

interface WithHead {
  head: PageHead;
}

/** Every component and the result it receives. */
export interface PageResults {
  'component---content': WithHead & { page: ContentPage };
  'component---home': WithHead & { page: ContentPage };
  'component---rewards': WithHead & { page: ContentPage };
  'component---contact': WithHead & { page: ContentPage };
  'component---partner': WithHead & { page: ContentPage };
  'component---quiz': WithHead & { page: ContentPage };
  'component---invite': WithHead & { page: ContentPage };
  'component---enroll': WithHead & { page: ContentPage };
  'component---blog-index': WithHead & { page: ContentPage; posts: PostSummary[] };
  'component---blog-post': WithHead & { post: Post; morePosts: PostSummary[] };
  'component---faq-index': WithHead & { page: ContentPage; topics: FaqTopic[] };
  'component---faq-section': WithHead & { section: FaqSection; sections: FaqSectionLink[] };
  'component---knowledge-center': WithHead & {
    page: ContentPage;
    categories: { path: string; title: string; description: string; articleCount: number }[];
    latest: ArticleSummary[];
  };
  'component---article-index': WithHead & { page: ContentPage; breadcrumbs: Breadcrumb[]; articles: ArticleSummary[] };
  'component---article': WithHead & { article: Article; breadcrumbs: Breadcrumb[]; related: ArticleSummary[] };
  'component---careers': WithHead & { page: ContentPage; positions: PositionSummary[] };
  'component---job-position': WithHead & { position: Position };
  'component---legal-document': WithHead & { document: LegalDocumentView };
}

export type ComponentChunkName = keyof PageResults;

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedIn';

/** The footer's content, compiled from content/footer/ into the code (it is on every page). */
export interface SiteFooterContent {
  bankDisclosures: RichNode[];
  footnotes: RichNode[];
  copyright: RichNode[];
  social: { network: SocialNetwork; label: string; href: string }[];
}
