import type { PageData } from '../../src/lib/page-data/page-data';
import type { ComponentChunkName, ContentPage, PageHead, PageResults } from '../../src/lib/page-data/site-content';
import type { ContentFile } from './content-files';
import { markdownToRichNodes } from './markdown-to-rich-nodes';

/** A page as the build makes it, before the site version is known. */
export type SitePage = Omit<PageData<PageResults[ComponentChunkName]>, 'webpackCompilationHash'>;

type PageFile = ContentFile<{ title: string; description: string; heading?: string; lede?: string }>;

export function contentPage(file: PageFile): ContentPage {
  const { title, description, heading, lede } = file.attributes;
  return {
    title,
    description,
    heading: heading ?? title,
    lede: lede ?? null,
    body: markdownToRichNodes(file.body, file.file),
  };
}

export function headOf(page: { title: string; description: string }, ogType: PageHead['ogType'] = 'website'): PageHead {
  return { title: page.title, description: page.description, ogType };
}

export function sitePage<Name extends ComponentChunkName>(
  pagePath: string,
  componentChunkName: Name,
  result: PageResults[Name],
  matchPath: string | null = null,
): SitePage {
  return { path: pagePath, componentChunkName, matchPath, result };
}
