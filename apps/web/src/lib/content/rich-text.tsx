import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { linkKind } from './link-kind';
import { tableLabel } from './table-label';
import './rich-text.css';

export interface RichTextProps {
  /** Markdown with GitHub tables. Raw HTML is not rendered and unsafe URLs are dropped (react-markdown's defaults). */
  markdown: string;
  className?: string;
}

// Module-level so React sees the same plugins and components on every render.
const remarkPlugins = [remarkGfm];

const components: Components = {
  a({ href = '', children, node: _node, ...rest }) {
    const kind = linkKind(href);
    if (kind === 'internal') {
      return (
        <Link to={href} {...rest}>
          {children}
        </Link>
      );
    }
    if (kind !== 'external') {
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
    }
    return (
      <a href={href} {...rest} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  },
  table({ children, node, ...rest }) {
    // Wide tables scroll inside their own box so the page never scrolls sideways on a phone.
    return (
      <div className="rich-text__table" role="region" aria-label={tableLabel(node)} tabIndex={0}>
        <table {...rest}>{children}</table>
      </div>
    );
  },
};

/** Site copy written in markdown, with links that follow spec §2. */
export function RichText({ markdown, className }: RichTextProps) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      <Markdown remarkPlugins={remarkPlugins} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
