import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeServices, renderDisplay, renderWidget } from './harness';

describe('groupTitle, divider, text', () => {
  it('groupTitle shows the label as a heading in the services language and position', () => {
    renderWidget('groupTitle', {
      field: { vModel: undefined, label: { zh: '基本信息', en: 'Basics' }, props: { contentPosition: 'center' } },
      services: { ...makeServices(), lang: 'en' },
    });
    const heading = screen.getByRole('heading', { name: 'Basics' });
    expect(heading.style.textAlign).toBe('center');
  });

  it('divider draws a line with optional text at the chosen side', () => {
    const plain = renderWidget('divider', { field: { label: undefined } });
    expect(plain.container.querySelector('.ant-divider')).toBeTruthy();
    expect(plain.container.textContent).toBe('');
    plain.unmount();
    const titled = renderDisplay('divider', { field: { props: { text: '明细', contentPosition: 'left' } } });
    expect(titled.container.textContent).toBe('明细');
    expect(titled.container.querySelector('.ant-divider')?.className).toMatch(/start/);
  });

  it('text renders its paragraph with the allowed styles only', () => {
    const { container } = renderWidget('text', {
      field: { props: { text: { zh: '注意事项', en: 'Notes' }, style: { color: 'red', fontSize: 16, lineHeight: 32, position: 'fixed' } } },
    });
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('注意事项');
    expect(paragraph.style.color).toBe('red');
    expect(paragraph.style.fontSize).toBe('16px');
    expect(paragraph.style.lineHeight).toBe('32px');
    expect(paragraph.style.position).toBe('');
  });

  it('text shows the default paragraph when none is set', () => {
    expect(renderDisplay('text').container.textContent).toBe('这是一段文字');
  });
});
