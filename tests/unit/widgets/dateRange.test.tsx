import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { WIDGETS } from '../../../widgets/registry';
import { dateRangeWidget } from '../../../widgets/dateRange';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [dateRangeWidget.key]: dateRangeWidget });

/** Types both ends into the range picker's boxes, confirming each with Enter. */
async function typeRange(user: ReturnType<typeof renderWidget>['user'], start: string, end: string) {
  const [from, to] = screen.getAllByRole('textbox');
  await user.click(from);
  fireEvent.change(from, { target: { value: start } });
  await user.keyboard('{Enter}');
  fireEvent.change(to, { target: { value: end } });
  await user.keyboard('{Enter}');
}

describe('dateRange', () => {
  it('shows the start and end placeholders and the separator', () => {
    const { container } = renderWidget('dateRange');
    expect(screen.getByPlaceholderText('开始日期')).toBeTruthy();
    expect(screen.getByPlaceholderText('结束日期')).toBeTruthy();
    expect(container.querySelector('.ant-picker-range-separator')?.textContent).toBe('至');
  });

  it('uses the field placeholders in the services language', () => {
    renderWidget('dateRange', {
      field: { props: { startPlaceholder: { zh: '起', en: 'From' }, endPlaceholder: { zh: '止', en: 'Until' } } },
      services: { ...makeServices(), lang: 'en' },
    });
    expect(screen.getByPlaceholderText('From')).toBeTruthy();
    expect(screen.getByPlaceholderText('Until')).toBeTruthy();
  });

  it('stores [startMs, endMs] at the start of the picked days', async () => {
    const { user, onChange } = renderWidget('dateRange');
    await typeRange(user, '2024-03-01', '2024-03-31');
    expect(lastValue(onChange)).toEqual([dayjs('2024-03-01').valueOf(), dayjs('2024-03-31').valueOf()]);
  });

  it('shows a stored range in the field format', () => {
    renderWidget('dateRange', { value: [dayjs('2024-01-02').valueOf(), dayjs('2024-02-03').valueOf()], field: { props: { format: 'YYYY/MM/DD' } } });
    const [from, to] = screen.getAllByRole('textbox');
    expect(from).toHaveProperty('value', '2024/01/02');
    expect(to).toHaveProperty('value', '2024/02/03');
  });

  it('emits null when cleared', () => {
    const { onChange, container } = renderWidget('dateRange', { value: [dayjs('2024-01-02').valueOf(), dayjs('2024-02-03').valueOf()] });
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    expect(lastValue(onChange)).toBeNull();
  });

  it('Display formats both ends by type', () => {
    const range = [dayjs('2024-03-01 08:00').valueOf(), dayjs('2024-03-31 18:30').valueOf()];
    expect(renderDisplay('dateRange', { value: range }).container.textContent).toBe('2024-03-01 至 2024-03-31');
    expect(renderDisplay('dateRange', { value: range, field: { props: { type: 'datetime' } } }).container.textContent).toBe(
      '2024-03-01 08:00:00 至 2024-03-31 18:30:00',
    );
    expect(renderDisplay('dateRange', { value: [] }).container.textContent).toBe('—');
  });
});
