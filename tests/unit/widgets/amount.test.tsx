import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lastValue, renderDisplay, renderWidget } from './harness';

describe('amount', () => {
  it('emits fixed 2-decimal strings and shows the Chinese upper case', async () => {
    const { user, onChange, container } = renderWidget('amount');
    await user.type(screen.getByRole('spinbutton'), '1234.5');
    expect(lastValue(onChange)).toBe('1234.50');
    expect(typeof lastValue(onChange)).toBe('string');
    expect(container.querySelector('.widget-amount-chinese')?.textContent).toBe('大写：壹仟贰佰叁拾肆元伍角');
  });

  it('shows a stored amount with two decimals, and nothing in upper case when empty', () => {
    const { container } = renderWidget('amount', { value: '88' });
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '88.00');
    expect(container.querySelector('.widget-amount-chinese')?.textContent).toBe('大写：捌拾捌元整');
    const empty = renderWidget('amount');
    expect(empty.container.querySelector('.widget-amount-chinese')).toBeNull();
  });

  it('hides the upper case when showChinese is off, and emits null when cleared', async () => {
    const { user, onChange, container } = renderWidget('amount', { value: '10.00', field: { props: { showChinese: false } } });
    expect(container.querySelector('.widget-amount-chinese')).toBeNull();
    await user.clear(screen.getByRole('spinbutton'));
    expect(lastValue(onChange)).toBeNull();
  });

  it('says the amount is too large beyond 12 integer digits', () => {
    const { container } = renderWidget('amount', { value: '1234567890123' });
    expect(container.querySelector('.widget-amount-chinese')?.textContent).toBe('大写：金额过大');
  });

  it('Display groups thousands; list cells leave out the upper case', () => {
    const detail = renderDisplay('amount', { value: '1234.5' });
    expect(detail.container.textContent).toBe('1,234.50大写：壹仟贰佰叁拾肆元伍角');
    expect(renderDisplay('amount', { value: '1234567.8', inCell: true }).container.textContent).toBe('1,234,567.80');
    expect(renderDisplay('amount', { value: '' }).container.textContent).toBe('—');
  });
});
