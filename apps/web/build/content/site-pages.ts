import path from 'node:path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { ComponentChunkName } from '../../src/lib/page-data/site-content';
import { readBlog, readCareers, readFaq, readKnowledgeCenter } from './collections';
import { pageAttributes, readContentFile } from './content-files';
import { readLegalPages } from './legal-pages';
import { contentPage, headOf, sitePage, type SitePage } from './site-page';

/** Standalone pages: content/pages/<file>.md at a site path, rendered by a component. */
const standalonePages: [file: string, pagePath: string, component: ComponentChunkName, matchPath?: string][] = [
  ['home', sitePaths.home, 'component---home'],
  ['about-us', sitePaths.about, 'component---content'],
  ['benefits', sitePaths.benefits, 'component---content'],
  ['self-employed', sitePaths.selfEmployed, 'component---content'],
  ['media-room', sitePaths.mediaRoom, 'component---content'],
  ['partner', sitePaths.partner, 'component---partner'],
  ['invite', sitePaths.invite, 'component---invite'],
  ['invite', sitePaths.inviteCode, 'component---invite', sitePaths.inviteCode],
  ['invite-only', sitePaths.inviteOnly, 'component---invite'],
  ['enroll', sitePaths.enroll, 'component---enroll'],
  ['unavailable', sitePaths.unavailable, 'component---content'],
  ['contact-us', sitePaths.contact, 'component---contact'],
  ['rewards', sitePaths.rewards, 'component---rewards'],
  ['quiz', sitePaths.quiz, 'component---quiz'],
  ['quiz', sitePaths.quizCode, 'component---quiz', sitePaths.quizCode],
];

/** Every content page of the site, from the files under `contentDir`. */
export function buildSitePages(contentDir: string): SitePage[] {
  const readPage = (name: string) => readContentFile(path.join(contentDir, 'pages', `${name}.md`), pageAttributes);
  const pages = standalonePages.map(([file, pagePath, component, matchPath]) => {
    const page = contentPage(readPage(file));
    return sitePage(pagePath, component, { head: headOf(page), page }, matchPath ?? null);
  });
  return [
    ...pages,
    ...readBlog(contentDir, readPage('blog')),
    ...readFaq(contentDir, readPage('faq')),
    ...readKnowledgeCenter(contentDir, readPage('knowledge-center'), readPage('financial-education')),
    ...readCareers(contentDir, readPage('careers')),
    ...readLegalPages(contentDir),
  ];
}
