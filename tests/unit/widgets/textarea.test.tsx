import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lastValue, renderDisplay, renderWidget } from './harness';

describe('textarea', () => {
  it('shows the value, keeps line breaks and counts characters', async () => {
    const { user, onChange, container } = renderWidget('textarea', { value: 'a', field: { props: { maxlength: 10 } } });
    const box = screen.getByRole('textbox');
    expect(box).toHaveProperty('value', 'a');
    await user.type(box, 'b{Enter}c');
    expect(lastValue(onChange)).toBe('ab\nc');
    expect(container.querySelector('.ant-input-data-count')?.textContent).toBe('4 / 10');
  });

  it('Display keeps line breaks on detail pages', () => {
    const { container } = renderDisplay('textarea', { value: '第一行\n第二行' });
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('第一行\n第二行');
    expect(span.style.whiteSpace).toBe('pre-wrap');
    expect(renderDisplay('textarea', { value: null }).container.textContent).toBe('—');
  });
});
