import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { lastValue, renderDisplay, renderWidget } from './harness';

describe('numInput', () => {
  it('shows a number and emits numbers, null when cleared', async () => {
    const { user, onChange } = renderWidget('numInput', { value: 5 });
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveProperty('value', '5');
    await user.clear(input);
    expect(lastValue(onChange)).toBeNull();
    await user.type(input, '12.5');
    expect(lastValue(onChange)).toBe(12.5);
  });

  it('asks 请输入 like every box you type into, and reads a stored numeric string', () => {
    renderWidget('numInput', { value: '7' });
    expect(screen.getByPlaceholderText('请输入')).toHaveProperty('value', '7');
  });

  it('keeps the value within min and max when the box is left', async () => {
    const { user, onChange } = renderWidget('numInput', { field: { props: { min: 0, max: 10 } } });
    const input = screen.getByRole('spinbutton');
    await user.type(input, '25');
    fireEvent.blur(input);
    expect(lastValue(onChange)).toBe(10);
  });

  it('Display rounds to the precision with decimal math', () => {
    expect(renderDisplay('numInput', { value: 1.005, field: { props: { precision: 2 } } }).container.textContent).toBe('1.01');
    expect(renderDisplay('numInput', { value: 3 }).container.textContent).toBe('3');
    expect(renderDisplay('numInput', { value: null }).container.textContent).toBe('—');
  });
});
