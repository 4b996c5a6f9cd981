// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { editorWidget } from '../../../widgets/editor';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [editorWidget.key]: editorWidget });

// jsdom has no layout: lexical asks where the caret is to scroll it into view.
Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

const TOOLBAR = [
  '加粗', '斜体', '下划线', '删除线', '标题', '字号', '文字颜色', '背景颜色', '引用', '代码块', '有序列表', '无序列表',
  '减少缩进', '增加缩进', '左对齐', '居中', '右对齐', '两端对齐', '从右到左', '清除格式', '链接', '图片',
];

const content = () => document.querySelector<HTMLElement>('.widget-editor-content[contenteditable]');

async function editorReady() {
  return waitFor(() => {
    const found = content();
    if (!found) throw new Error('editor not loaded');
    return found;
  });
}

/** Puts the DOM selection over the first text of the editor, as a user dragging over it would. */
async function selectText(area: HTMLElement) {
  act(() => {
    const text = area.querySelector('span')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, text.textContent!.length);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    area.focus();
    document.dispatchEvent(new Event('selectionchange'));
  });
  // lexical reads the DOM selection on the next tick.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

async function loaded(value: string, services = makeServices()) {
  const view = renderWidget('editor', { value, services });
  const area = await editorReady();
  await waitFor(() => expect(area.textContent).not.toBe(''));
  await selectText(area);
  return { ...view, area };
}

describe('editor', () => {
  it('shows the toolbar of docs/product.md#widgets and the placeholder', async () => {
    renderWidget('editor');
    await editorReady();
    for (const label of TOOLBAR) expect(screen.getByLabelText(label), label).toBeTruthy();
    expect(screen.getByText('请输入内容...')).toBeTruthy();
  });

  it('labels the toolbar in the services language', async () => {
    renderWidget('editor', { services: { ...makeServices(), lang: 'en' } });
    await editorReady();
    expect(screen.getByLabelText('Bold')).toBeTruthy();
    expect(screen.getByText('Please enter content...')).toBeTruthy();
  });

  it('loads the stored HTML, sanitised', async () => {
    const { onChange } = renderWidget('editor', { value: '<p><b>足金</b>999<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' });
    const area = await editorReady();
    await waitFor(() => expect(area.textContent).toContain('足金999'));
    // Loading a record does not count as an edit.
    expect(onChange).not.toHaveBeenCalled();
    expect(area.querySelector('strong, b')?.textContent).toBe('足金');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('alert(2)');
  });

  it('emits HTML when the text is formatted', async () => {
    const { onChange } = await loaded('<p>足金</p>');
    fireEvent.click(screen.getByLabelText('加粗'));
    await waitFor(() => expect(lastValue(onChange)).toMatch(/<(b|strong)[^>]*>.*足金.*<\/(b|strong)>/));
    expect(screen.getByLabelText('加粗').getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the paragraph into a quote and sets it right to left', async () => {
    const { onChange } = await loaded('<p>足金</p>');
    fireEvent.click(screen.getByLabelText('引用'));
    await waitFor(() => expect(lastValue(onChange)).toMatch(/^<blockquote[^>]*>.*足金.*<\/blockquote>$/));
    fireEvent.click(screen.getByLabelText('从右到左'));
    await waitFor(() => expect(lastValue(onChange)).toMatch(/<blockquote[^>]*dir="rtl"/));
  });

  it('inserts an image by URL', async () => {
    const { onChange, user } = await loaded('<p>图</p>');
    await user.click(screen.getByLabelText('图片'));
    fireEvent.change(await screen.findByRole('textbox', { name: '图片地址' }), { target: { value: 'https://example.com/ring.png' } });
    await user.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(lastValue(onChange)).toContain('<img src="https://example.com/ring.png"'));
  });

  it('uploads a picked image as annexpic and inserts its url', async () => {
    const services = makeServices({
      upload: vi.fn(async () => ({ name: 'ring.png', fileId: 'f1', url: '/api/file/Image/annexpic/f1' })),
    });
    const { onChange, user } = await loaded('<p>图</p>', services);
    await user.click(screen.getByLabelText('图片'));
    const picker = await waitFor(() => screen.getByLabelText<HTMLInputElement>('上传图片', { selector: 'input' }));
    const file = new File(['png'], 'ring.png', { type: 'image/png' });
    await user.upload(picker, file);
    await waitFor(() => expect(lastValue(onChange)).toContain('<img src="/api/file/Image/annexpic/f1"'));
    expect(services.upload).toHaveBeenCalledWith(file, 'ring.png', 'annexpic');
  });

  it('shows the stored HTML sanitised, and plain text in list cells', async () => {
    const { container, unmount } = renderDisplay('editor', { value: '<p><i>备注</i><img src="x" onerror="alert(1)"></p>' });
    await waitFor(() => expect(container.querySelector('.widget-rich-html i')?.textContent).toBe('备注'));
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    unmount();
    const cell = renderDisplay('editor', { value: '<p><i>备注</i> 一</p>', inCell: true });
    await waitFor(() => expect(cell.container.textContent).toBe('备注 一'));
    expect(cell.container.querySelector('i')).toBeNull();
  });

  it('shows the empty dash for no value', () => {
    expect(renderDisplay('editor', { value: '' }).container.textContent).toBe('—');
  });
});
