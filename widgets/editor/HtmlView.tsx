import { memo, useMemo } from 'react';
import { htmlToText, sanitizeHtml } from './sanitize';
import './editor.css';

/** Stored rich text, sanitised before it reaches the DOM; one plain line in list cells. */
const HtmlView = memo(function HtmlView({ html, inCell }: { html: string; inCell?: boolean }) {
  const clean = useMemo(() => (inCell ? '' : sanitizeHtml(html)), [html, inCell]);
  const text = useMemo(() => (inCell ? htmlToText(html) : ''), [html, inCell]);
  if (inCell) return <span className="widget-rich-text">{text}</span>;
  // Safe: `clean` went through DOMPurify (sanitize.ts) just above.
  return <div className="widget-rich-html" dangerouslySetInnerHTML={{ __html: clean }} />;
});

export default HtmlView;
