import type { ReactNode } from 'react';
import { PageIntro, type PageIntroProps } from './page-intro';

export interface ContentPageFrameProps extends PageIntroProps {
  /** An article for a page that stands on its own (a post, a position); a plain block for an index. */
  as?: 'article' | 'div';
  /** Classes beside `container` on the body, for a page's own layout. */
  bodyClassName?: string;
  children: ReactNode;
}

/** Every content page's frame: the intro band with the one H1, then the body in the page's column. */
export function ContentPageFrame({ as: Frame = 'div', bodyClassName, children, ...intro }: ContentPageFrameProps) {
  return (
    <Frame className="content-page">
      <PageIntro {...intro} />
      <div className="content-body">
        <div className={bodyClassName ? `container ${bodyClassName}` : 'container'}>{children}</div>
      </div>
    </Frame>
  );
}
