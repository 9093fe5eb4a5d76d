import path from 'node:path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type {
  ArticleSummary,
  Breadcrumb,
  FaqSection,
  PositionSummary,
  PostSummary,
} from '../../src/lib/page-data/site-content';
import {
  articleAttributes,
  ContentError,
  faqAttributes,
  positionAttributes,
  postAttributes,
  readContentFolder,
  readingMinutes,
  type ContentFile,
} from './content-files';
import { parseFaqQuestions } from './faq-sections';
import { markdownToRichNodes } from './markdown-to-rich-nodes';
import { contentPage, headOf, sitePage, type SitePage } from './site-page';

type PageFile = Parameters<typeof contentPage>[0];

const withParam = (pattern: string, value: string) => pattern.replace(/:\w+|\*/, value);
const newestFirst = <T extends { date?: string; updated?: string }>(a: T, b: T) =>
  (b.date ?? b.updated ?? '').localeCompare(a.date ?? a.updated ?? '');

export function readBlog(contentDir: string, intro: PageFile): SitePage[] {
  const files = readContentFolder(path.join(contentDir, 'blog'), postAttributes);
  const posts = files.map((file) => ({
    file,
    summary: {
      path: withParam(sitePaths.blogPost, file.slug),
      ...file.attributes,
      readingMinutes: readingMinutes(file.body),
    } satisfies PostSummary & { author: string },
  }));
  posts.sort((a, b) => newestFirst(a.summary, b.summary));
  const summaries = posts.map(({ summary: { author: _author, ...summary } }) => summary);
  const page = contentPage(intro);
  return [
    sitePage(sitePaths.blog, 'component---blog-index', { head: headOf(page), page, posts: summaries }),
    ...posts.map(({ file, summary }) =>
      sitePage(
        summary.path,
        'component---blog-post',
        {
          head: headOf(summary, 'article'),
          post: { ...summary, body: markdownToRichNodes(file.body, file.file) },
          morePosts: summaries.filter((other) => other.path !== summary.path).slice(0, 3),
        },
        sitePaths.blogPost,
      ),
    ),
  ];
}

export function readFaq(contentDir: string, intro: PageFile): SitePage[] {
  const files = readContentFolder(path.join(contentDir, 'faq'), faqAttributes);
  const sectionOf = (file: (typeof files)[number]): FaqSection => ({
    id: file.slug,
    path: file.slug === 'close' ? sitePaths.faqClose : withParam(sitePaths.faqSection, file.slug),
    title: file.attributes.title,
    description: file.attributes.description,
    questions: parseFaqQuestions(file.body, file.file),
  });
  const ordered = [...files].sort((a, b) => (a.attributes.order ?? 99) - (b.attributes.order ?? 99));
  const sections = ordered.map(sectionOf);
  if (!sections.some((section) => section.id === 'close')) throw new ContentError('content/faq needs close.md.');
  // The closing FAQ is its own page (the /faq/close of product-rules#site-routes), not one of the index's topics.
  // The index lists each topic's questions; the answers are on the topic's page, so the index stays light.
  const topics = sections
    .filter((section) => section.id !== 'close')
    .map(({ questions, ...topic }) => ({
      ...topic,
      questions: questions.map(({ id, question }) => ({ id, question })),
    }));
  const links = sections.map(({ path: sectionPath, title }) => ({ path: sectionPath, title }));
  const page = contentPage(intro);
  return [
    sitePage(sitePaths.faq, 'component---faq-index', { head: headOf(page), page, topics }),
    ...sections.map((section) =>
      sitePage(
        section.path,
        'component---faq-section',
        { head: headOf(section), section, sections: links },
        section.id === 'close' ? null : sitePaths.faqSection,
      ),
    ),
  ];
}

/** product-rules#site-routes's breadcrumb labels. */
const knowledgeCenterCrumb: Breadcrumb = { label: 'Knowledge Center', path: sitePaths.knowledgeCenter };
const financialEducationCrumb: Breadcrumb = { label: 'Financial Education', path: sitePaths.financialEducation };

export function readKnowledgeCenter(contentDir: string, intro: PageFile, categoryIntro: PageFile): SitePage[] {
  const folder = path.join(contentDir, 'knowledge-center', 'financial-education');
  const files = readContentFolder(folder, articleAttributes);
  const articles = files.map((file) => ({
    file,
    summary: {
      path: withParam(sitePaths.financialEducationArticle, file.slug),
      ...file.attributes,
      readingMinutes: readingMinutes(file.body),
    } satisfies ArticleSummary,
  }));
  const summaries = articles.map(({ summary }) => summary);
  const latest = [...summaries].sort(newestFirst).slice(0, 3);
  const page = contentPage(intro);
  const category = contentPage(categoryIntro);
  const crumbs = [knowledgeCenterCrumb, financialEducationCrumb];
  return [
    sitePage(sitePaths.knowledgeCenter, 'component---knowledge-center', {
      head: headOf(page),
      page,
      categories: [
        {
          path: sitePaths.financialEducation,
          title: 'Financial Education',
          description: category.description,
          articleCount: summaries.length,
        },
      ],
      latest,
    }),
    sitePage(sitePaths.financialEducation, 'component---article-index', {
      head: headOf(category),
      page: category,
      breadcrumbs: crumbs,
      articles: summaries,
    }),
    ...articles.map(({ file, summary }) =>
      sitePage(
        summary.path,
        'component---article',
        {
          head: headOf(summary, 'article'),
          article: { ...summary, body: markdownToRichNodes(file.body, file.file) },
          breadcrumbs: [...crumbs, { label: summary.title, path: summary.path }],
          related: summaries.filter((other) => other.path !== summary.path).slice(0, 3),
        },
        sitePaths.financialEducationArticle,
      ),
    ),
  ];
}

export function readCareers(contentDir: string, intro: PageFile): SitePage[] {
  const files: ContentFile<PositionSummary>[] = readContentFolder(
    path.join(contentDir, 'careers'),
    positionAttributes,
  ).map((file) => ({ ...file, attributes: { ...file.attributes, path: withParam(sitePaths.jobPosition, file.slug) } }));
  const page = contentPage(intro);
  return [
    sitePage(sitePaths.careers, 'component---careers', {
      head: headOf(page),
      page,
      positions: files.map((file) => file.attributes),
    }),
    ...files.map((file) =>
      sitePage(
        file.attributes.path,
        'component---job-position',
        {
          head: headOf(file.attributes),
          position: { ...file.attributes, body: markdownToRichNodes(file.body, file.file) },
        },
        sitePaths.jobPosition,
      ),
    ),
  ];
}
