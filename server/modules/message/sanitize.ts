import sanitizeHtml from 'sanitize-html';

/**
 * A notice body is rich-text HTML written in the browser; it is shown to every user, so what is stored must be
 * harmless whatever was sent (docs/product.md#jnpf-messages). Kept: text formatting, lists, tables, links and
 * images (http, https or our own /api/file paths); dropped: scripts, event handlers, frames, forms, styles other
 * than a few text properties. The client sanitises again on display (dompurify).
 */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const SIZE = [/^\d+(\.\d+)?(px|em|rem|%|pt)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
    'img', 'span', 'font', 'u', 's', 'del', 'ins', 'sub', 'sup', 'hr', 'br',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-size': SIZE,
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      'text-indent': SIZE,
      'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
      'padding-left': SIZE,
      'margin-left': SIZE,
    },
  },
  transformTags: {
    // A link opened in a new tab must not reach back to this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeNoticeBody = (html: string): string => sanitizeHtml(html, OPTIONS);
