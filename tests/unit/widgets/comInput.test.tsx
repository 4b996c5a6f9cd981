import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

describe('comInput', () => {
  it('shows the value and emits each keystroke as text', async () => {
    const { user, onChange } = renderWidget('comInput', { value: '黄金' });
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('value', '黄金');
    await user.type(input, '99');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastValue(onChange)).toBe('黄金99');
  });

  it('uses the default placeholder, and the field placeholder in the services language', () => {
    renderWidget('comInput');
    expect(screen.getByPlaceholderText('请输入')).toBeTruthy();
    renderWidget('comInput', {
      field: { props: { placeholder: { zh: '请输入名称', en: 'Name' } } },
      services: { ...makeServices(), lang: 'en' },
    });
    expect(screen.getByPlaceholderText('Name')).toBeTruthy();
  });

  it('clears to an empty string (clearable by default)', async () => {
    const { user, onChange, container } = renderWidget('comInput', { value: 'abc' });
    await user.click(container.querySelector('.ant-input-clear-icon')!);
    expect(lastValue(onChange)).toBe('');
  });

  it('limits the length and shows prefix and suffix texts', async () => {
    const { user, onChange } = renderWidget('comInput', {
      field: { props: { maxlength: 3, prefix: '¥', suffix: { zh: '元', en: 'yuan' } } },
    });
    expect(screen.getByText('¥')).toBeTruthy();
    expect(screen.getByText('元')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), 'abcdef');
    expect(lastValue(onChange)).toBe('abc');
  });

  it('does not change when read-only', async () => {
    const { user, onChange } = renderWidget('comInput', { value: 'x', field: { props: { readonly: true } } });
    await user.type(screen.getByRole('textbox'), 'y');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders a password box for showPassword', () => {
    const { container } = renderWidget('comInput', { value: 'secret', field: { props: { showPassword: true } } });
    expect(container.querySelector('input[type="password"]')).toBeTruthy();
  });

  it('reads the JNPF names: prepend / append texts and showWordLimit with maxlength', () => {
    const { container } = renderWidget('comInput', {
      value: 'ab',
      field: { props: { maxlength: 10, showWordLimit: true, prepend: 'http://', append: { zh: '.com' } } },
    });
    expect(screen.getByText('http://')).toBeTruthy();
    expect(screen.getByText('.com')).toBeTruthy();
    expect(container.querySelector('.ant-input-show-count-suffix')?.textContent).toBe('2 / 10');
    expect(renderDisplay('comInput', { value: 'example', field: { props: { prepend: 'http://', append: '.com' } } }).container.textContent).toBe(
      'http://example.com',
    );
  });

  it('Display shows the text, a dim dash when empty, and hides passwords', () => {
    expect(renderDisplay('comInput', { value: '深圳' }).container.textContent).toBe('深圳');
    expect(renderDisplay('comInput', { value: '' }).container.textContent).toBe('—');
    expect(renderDisplay('comInput', { value: 'pw', field: { props: { showPassword: true } } }).container.textContent).not.toContain('pw');
  });
});
