import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkKind } from './link-kind';
import type { RichElement, RichNode } from './rich-nodes';
import './rich-text.css';

function renderChildren(children: readonly RichNode[]): ReactNode[] {
  return children.map((child, index) => renderNode(child, index));
}

function renderLink([, props, ...children]: RichElement, key: number): ReactNode {
  const href = props?.href ?? '';
  const kind = linkKind(href);
  // product-rules#site-links: internal links navigate inside the app; other links open in a new tab.
  if (kind === 'internal') {
    return (
      <Link key={key} to={href}>
        {renderChildren(children)}
      </Link>
    );
  }
  if (kind !== 'external') {
    return (
      <a key={key} href={href}>
        {renderChildren(children)}
      </a>
    );
  }
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {renderChildren(children)}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function renderNode(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  if (tag === 'a') return renderLink(node, key);
  const { align, label, ...rest } = props ?? {};
  const element = createElement(
    tag,
    { key, ...rest, ...(align ? { style: { textAlign: align } } : {}) },
    ...renderChildren(children),
  );
  if (tag !== 'table') return element;
  // Wide tables scroll inside their own box so the page never scrolls sideways on a phone.
  return (
    <div key={key} className="rich-text__table" role="region" aria-label={label ?? 'Table'} tabIndex={0}>
      {element}
    </div>
  );
}

export interface RichContentProps {
  nodes: readonly RichNode[];
  className?: string;
}

/** Site copy compiled from Markdown at build time (decision 012). */
export function RichContent({ nodes, className }: RichContentProps) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{renderChildren(nodes)}</div>;
}

/** The same tree without a wrapper, for inline places such as a footer line. */
export function RichFragment({ nodes }: { nodes: readonly RichNode[] }) {
  return <Fragment>{renderChildren(nodes)}</Fragment>;
}
