import { useEffect } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import type { PageHead } from './site-content';

/** "About us | Waypoint"; a title that already names the product stands alone. */
export function documentTitle(head: Pick<PageHead, 'title'>): string {
  return head.title.includes(PRODUCT.name) ? head.title : `${head.title} | ${PRODUCT.name}`;
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step on in-app navigation. The prerendered HTML already
 * carries the right head for the first page (decision 012), so this runs only
 * as an effect: nothing differs between the server's render and hydration.
 */
export function useDocumentHead(head: Pick<PageHead, 'title' | 'description'>, pathname: string): void {
  const { title, description } = head;
  useEffect(() => {
    const fullTitle = documentTitle({ title });
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'content', description);
    setMeta('meta[property="og:title"]', 'content', fullTitle);
    setMeta('meta[property="og:description"]', 'content', description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical) {
      const url = new URL(pathname, canonical.getAttribute('href') ?? window.location.origin).href;
      canonical.setAttribute('href', url);
      setMeta('meta[property="og:url"]', 'content', url);
    }
  }, [title, description, pathname]);
}
