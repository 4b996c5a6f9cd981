import type { MouseEvent, ReactNode } from 'react';
import { Typography } from 'antd';
import type { Block, Inline } from './markdown';

export interface LinkTarget {
  href: string;
  /** Opened by the app's router (a guide page or an app route); otherwise a new browser tab. */
  internal: boolean;
}

export interface MarkdownProps {
  blocks: Block[];
  /** Where a link of the text goes (guide links become `/help?page=...`). */
  resolveLink: (href: string) => LinkTarget;
  /** Follows an internal link. */
  onNavigate: (href: string) => void;
}

function renderInlines(inlines: Inline[], props: MarkdownProps): ReactNode[] {
  return inlines.map((inline, i) => {
    switch (inline.kind) {
      case 'text': return inline.text;
      case 'bold': return <strong key={i}>{renderInlines(inline.children, props)}</strong>;
      case 'code': return <code key={i} className="help-code">{inline.text}</code>;
      case 'link': {
        const target = props.resolveLink(inline.href);
        const children = renderInlines(inline.children, props);
        if (!target.internal) return <a key={i} href={target.href} target="_blank" rel="noopener noreferrer">{children}</a>;
        const follow = (e: MouseEvent) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          props.onNavigate(target.href);
        };
        return <a key={i} href={target.href} onClick={follow}>{children}</a>;
      }
    }
  });
}

/** The guide's markdown blocks as React elements (text is never parsed as HTML). */
export function Markdown(props: MarkdownProps) {
  const inl = (inlines: Inline[]) => renderInlines(inlines, props);
  return (
    <div className="help-markdown">
      {props.blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return <Typography.Title key={i} level={(b.level + 1) as 2 | 3 | 4} id={b.id}>{inl(b.inlines)}</Typography.Title>;
          case 'paragraph':
            return <p key={i}>{inl(b.inlines)}</p>;
          case 'note':
            return <div key={i} className="help-note" role="note">{inl(b.inlines)}</div>;
          case 'list': {
            const items = b.items.map((item, j) => <li key={j}>{inl(item)}</li>);
            return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'table':
            return (
              <table key={i} className="help-table">
                <thead><tr>{b.head.map((c, j) => <th key={j}>{inl(c)}</th>)}</tr></thead>
                <tbody>{b.rows.map((r, j) => <tr key={j}>{r.map((c, k) => <td key={k}>{inl(c)}</td>)}</tr>)}</tbody>
              </table>
            );
        }
      })}
    </div>
  );
}
