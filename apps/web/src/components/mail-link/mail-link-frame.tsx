import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import './mail-link.css';

/**
 * The frame of a page an e-mail's link opens (the waitlist's, decision 087; the blog
 * subscription's, decision 100): one card under a heading, in the site chrome.
 */
export function MailLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page mail-link">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <div className="container mail-link__body">
        <h1>{title}</h1>
        <section className="mail-link__card" aria-label={title}>
          {children}
        </section>
      </div>
    </div>
  );
}

/** The page's buttons and links, side by side under its words. */
export function MailLinkActions({ children }: { children: ReactNode }) {
  return <div className="mail-link__actions">{children}</div>;
}
