import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { timeRangeWidget } from '../../../widgets/timeRange';
import { lastValue, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [timeRangeWidget.key]: timeRangeWidget });

describe('timeRange', () => {
  it('shows the start and end placeholders', () => {
    renderWidget('timeRange');
    expect(screen.getByPlaceholderText('开始时间')).toBeTruthy();
    expect(screen.getByPlaceholderText('结束时间')).toBeTruthy();
  });

  it("stores ['HH:mm:ss', 'HH:mm:ss']", async () => {
    const { user, onChange } = renderWidget('timeRange');
    const [from, to] = screen.getAllByRole('textbox');
    await user.click(from);
    fireEvent.change(from, { target: { value: '08:30:00' } });
    await user.keyboard('{Enter}');
    fireEvent.change(to, { target: { value: '18:00:00' } });
    await user.keyboard('{Enter}');
    expect(lastValue(onChange)).toEqual(['08:30:00', '18:00:00']);
  });

  it('shows a stored range in the field format and clears to null', () => {
    const { onChange, container } = renderWidget('timeRange', { value: ['08:30:00', '18:00:00'], field: { props: { format: 'HH:mm' } } });
    const [from, to] = screen.getAllByRole('textbox');
    expect(from).toHaveProperty('value', '08:30');
    expect(to).toHaveProperty('value', '18:00');
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    expect(lastValue(onChange)).toBeNull();
  });

  it('Display formats both ends', () => {
    expect(renderDisplay('timeRange', { value: ['08:30:00', '18:00:00'] }).container.textContent).toBe('08:30:00 至 18:00:00');
    expect(renderDisplay('timeRange', { value: ['08:30:00', '18:00:00'], field: { props: { format: 'HH:mm', rangeSeparator: '-' } } }).container.textContent).toBe(
      '08:30 - 18:00',
    );
    expect(renderDisplay('timeRange', { value: null }).container.textContent).toBe('—');
  });
});
