import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import './waitlist.css';

/** The frame of the pages the waitlist mails' links open (decision 087): one card under a heading, in the site chrome. */
export function WaitlistLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page waitlist-link">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <div className="container waitlist-link__body">
        <h1>{title}</h1>
        <section className="waitlist-panel" aria-label={title}>
          {children}
        </section>
      </div>
    </div>
  );
}
