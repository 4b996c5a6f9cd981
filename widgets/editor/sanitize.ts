import DOMPurify from 'dompurify';

/**
 * The one gate for rich text HTML (stored values, pasted content, what the Display renders): HTML
 * profile only (no SVG/MathML), no scripts, event handlers or javascript: URLs (DOMPurify's
 * defaults), no form controls or style sheets that could overlay the page. Inline styles stay:
 * colours, sizes and alignment are how the editor stores formatting.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  ADD_ATTR: ['target'],
};

let hooked = false;

/**
 * Links open in a new tab (following one must not drop the unsaved form around the text) and do not
 * hand the opener to the target page.
 */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  hookLinks();
  return DOMPurify.sanitize(html, CONFIG);
}

/** The text of sanitised HTML (list cells show rich text as one plain line). */
export function htmlToText(html: string | null | undefined): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
