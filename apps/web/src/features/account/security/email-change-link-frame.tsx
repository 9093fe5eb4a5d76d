import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';

/** The frame of the pages the e-mail change's links open (decision 075): one card under a heading. */
export function EmailChangeLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page email-change-link">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <div className="container email-change-link__body">
        <h1>{title}</h1>
        <section className="account-card" aria-label={title}>
          {children}
        </section>
      </div>
    </div>
  );
}
