// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from '../../../widgets/editor/sanitize';

describe('editor sanitizeHtml', () => {
  it('removes script tags and their content', () => {
    const out = sanitizeHtml('<p>价格</p><script>alert(document.cookie)</script>');
    expect(out).toBe('<p>价格</p>');
  });

  it('removes event handler attributes (img onerror, svg onload)', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)"><svg onload="alert(2)"><circle r="1"/></svg><p onclick="steal()">ok</p>');
    expect(out).not.toMatch(/onerror|onload|onclick|alert|<svg/);
    expect(out).toContain('<img src="x">');
    expect(out).toContain('<p>ok</p>');
  });

  it('removes javascript: and vbscript: links but keeps the link text', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(1)">two</a> <a href="vbscript:msgbox(1)">three</a>');
    expect(out).not.toMatch(/javascript|vbscript/i);
    expect(out).toContain('click');
    expect(out).toContain('two');
  });

  it('removes iframes, style sheets, forms and meta refreshes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="p"></form><meta http-equiv="refresh" content="0;url=https://evil.example"><p>kept</p>',
    );
    expect(out).toBe('<p>kept</p>');
  });

  it('keeps the formatting the toolbar produces', () => {
    const html =
      '<h2 style="text-align: center;">标题</h2>' +
      '<p dir="rtl"><b>粗</b><i>斜</i><u>下</u><s>删</s><span style="color: rgb(255, 0, 0); font-size: 18px; background-color: #ff0;">色</span></p>' +
      '<blockquote>引用</blockquote><pre><code>const a = 1;</code></pre>' +
      '<ol><li>一</li></ol><ul><li style="padding-inline-start: 40px;">二</li></ul>' +
      '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">链接</a><img src="https://example.com/a.png" alt="图"></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links in a new tab without handing over the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives the empty string for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('gives list cells the plain text', () => {
    expect(htmlToText('<p><b>足金</b> 999</p><script>x()</script><p>备注</p>')).toBe('足金 999备注');
  });
});
