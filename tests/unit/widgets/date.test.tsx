import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { lastValue, renderDisplay, renderWidget } from './harness';

/** Types a date into the picker's box and confirms it with Enter. */
async function typeDate(user: ReturnType<typeof renderWidget>['user'], text: string) {
  const input = screen.getByRole('textbox');
  await user.click(input);
  fireEvent.change(input, { target: { value: text } });
  await user.keyboard('{Enter}');
}

describe('date', () => {
  it('stores epoch milliseconds by default (JNPF timestamp), at the start of the day', async () => {
    const { user, onChange } = renderWidget('date');
    expect(screen.getByPlaceholderText('请选择日期')).toBeTruthy();
    await typeDate(user, '2024-03-05');
    expect(lastValue(onChange)).toBe(dayjs('2024-03-05').valueOf());
  });

  it('stores text when valueFormat is a format', async () => {
    const { user, onChange } = renderWidget('date', { field: { props: { valueFormat: 'YYYY-MM-DD' } } });
    await typeDate(user, '2024-03-05');
    expect(lastValue(onChange)).toBe('2024-03-05');
  });

  it('shows a stored timestamp or text in the display format', () => {
    renderWidget('date', { value: dayjs('2023-12-31').valueOf(), field: { props: { format: 'YYYY/MM/DD' } } });
    expect(screen.getByRole('textbox')).toHaveProperty('value', '2023/12/31');
  });

  it('reads a stored string in valueFormat, and JNPF yyyy-MM-dd formats', () => {
    renderWidget('date', { value: '05.03.2024', field: { props: { valueFormat: 'DD.MM.YYYY', format: 'yyyy-MM-dd' } } });
    expect(screen.getByRole('textbox')).toHaveProperty('value', '2024-03-05');
  });

  it('stores date-times to the second', async () => {
    const { user, onChange } = renderWidget('date', { field: { props: { type: 'datetime', valueFormat: 'YYYY-MM-DD HH:mm:ss' } } });
    await typeDate(user, '2024-03-05 08:30:15');
    expect(lastValue(onChange)).toBe('2024-03-05 08:30:15');
  });

  it('emits null when cleared', async () => {
    const { onChange, container } = renderWidget('date', { value: dayjs('2024-01-01').valueOf() });
    // The clear button takes pointer events only while hovered (CSS), so click it directly.
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    expect(lastValue(onChange)).toBeNull();
  });

  it('Display formats timestamps and stored strings', () => {
    const ms = dayjs('2024-03-05 08:30:00').valueOf();
    expect(renderDisplay('date', { value: ms }).container.textContent).toBe('2024-03-05');
    expect(renderDisplay('date', { value: String(ms), field: { props: { type: 'datetime' } } }).container.textContent).toBe('2024-03-05 08:30:00');
    expect(renderDisplay('date', { value: '2024-03', field: { props: { type: 'month', valueFormat: 'YYYY-MM' } } }).container.textContent).toBe('2024-03');
    expect(renderDisplay('date', { value: null }).container.textContent).toBe('—');
    expect(renderDisplay('date', { value: 'not a date', field: { props: { valueFormat: 'YYYY-MM-DD' } } }).container.textContent).toBe('—');
  });
});
