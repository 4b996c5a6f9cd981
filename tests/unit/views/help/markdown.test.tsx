import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { blocksText, parseInline, parseMarkdown, slug } from '../../../../runtime/views/help/markdown';
import { Markdown } from '../../../../runtime/views/help/Markdown';
import { guideLink } from '../../../../runtime/views/help/guide';

const SOURCE = [
  '# 标题',
  '',
  '第一行',
  '第二行 with **粗体** and `code`.',
  '',
  '## 小节 {#part}',
  '',
  '- one **b**',
  '  continued',
  '- [two](02-lists.md#import)',
  '',
  '1. first',
  '2. second',
  '',
  '> a note',
  '> over two lines',
  '',
  '| 类型 | 用途 |',
  '|---|---|',
  '| a | `x` |',
  '',
  '### Third Level',
  '<script>alert(1)</script>',
].join('\n');

describe('guide markdown parser', () => {
  it('reads headings, paragraphs, lists, notes and tables', () => {
    const blocks = parseMarkdown(SOURCE);
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'note', 'table', 'heading', 'paragraph']);
    expect(blocks[0]).toMatchObject({ level: 1, text: '标题', id: '标题' });
    expect(blocks[2]).toMatchObject({ level: 2, text: '小节', id: 'part' });
    expect(blocks[7]).toMatchObject({ level: 3, id: 'third-level' });
    // Chinese lines join without a space, other text with one.
    expect(blocks[1]).toEqual({ kind: 'paragraph', inlines: [
      { kind: 'text', text: '第一行第二行 with ' }, { kind: 'bold', children: [{ kind: 'text', text: '粗体' }] },
      { kind: 'text', text: ' and ' }, { kind: 'code', text: 'code' }, { kind: 'text', text: '.' },
    ] });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [
      [{ kind: 'text', text: 'one ' }, { kind: 'bold', children: [{ kind: 'text', text: 'b' }] }, { kind: 'text', text: ' continued' }],
      [{ kind: 'link', href: '02-lists.md#import', children: [{ kind: 'text', text: 'two' }] }],
    ] });
    expect(blocks[4]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({ kind: 'note', inlines: [{ kind: 'text', text: 'a note over two lines' }] });
    expect(blocks[6]).toEqual({ kind: 'table', head: [[{ kind: 'text', text: '类型' }], [{ kind: 'text', text: '用途' }]], rows: [[[{ kind: 'text', text: 'a' }], [{ kind: 'code', text: 'x' }]]] });
  });

  it('keeps text it does not know as text, and gives plain text for search', () => {
    expect(parseInline('a ** b')).toEqual([{ kind: 'text', text: 'a ** b' }]);
    expect(slug('Roles and authorisation!')).toBe('roles-and-authorisation');
    const text = blocksText(parseMarkdown(SOURCE));
    expect(text).toContain('第一行第二行 with 粗体 and code.');
    expect(text).toContain('类型 用途');
  });

  it('resolves guide links to the help route, app paths inside, the rest outside', () => {
    expect(guideLink('02-lists.md#import', '01-start')).toEqual({ href: '/help?page=02-lists#import', internal: true });
    expect(guideLink('#tabs', '01-start')).toEqual({ href: '/help?page=01-start#tabs', internal: true });
    expect(guideLink('/home', '01-start')).toEqual({ href: '/home', internal: true });
    expect(guideLink('https://example.com/x', '01-start')).toEqual({ href: 'https://example.com/x', internal: false });
  });
});

describe('guide markdown renderer', () => {
  it('renders React elements, follows internal links through the router and never renders HTML', () => {
    const onNavigate = vi.fn();
    const blocks = parseMarkdown(`${SOURCE}\n\n[out](https://example.com/)`);
    const { container } = render(<Markdown blocks={blocks} resolveLink={(href) => guideLink(href, 'p')} onNavigate={onNavigate} />);
    expect(container.querySelector('h2')?.textContent).toBe('标题');
    expect(container.querySelector('h3#part')?.textContent).toBe('小节');
    expect(container.querySelector('strong')?.textContent).toBe('粗体');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByRole('note').textContent).toBe('a note over two lines');
    expect(container.querySelectorAll('table td')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();

    const internal = screen.getByText('two').closest('a')!;
    expect(internal.getAttribute('href')).toBe('/help?page=02-lists#import');
    fireEvent.click(internal);
    expect(onNavigate).toHaveBeenCalledWith('/help?page=02-lists#import');
    const external = screen.getByText('out').closest('a')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });
});
