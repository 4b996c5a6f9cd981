import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { timeWidget } from '../../../widgets/time';
import { disabledTimeFor, parseSelectableRange } from '../../../widgets/time/range';
import { lastValue, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [timeWidget.key]: timeWidget });

async function typeTime(user: ReturnType<typeof renderWidget>['user'], text: string) {
  const input = screen.getByRole('textbox');
  await user.click(input);
  fireEvent.change(input, { target: { value: text } });
  await user.keyboard('{Enter}');
}

describe('time', () => {
  it('stores the picked time as HH:mm:ss text', async () => {
    const { user, onChange } = renderWidget('time');
    expect(screen.getByPlaceholderText('请选择')).toBeTruthy();
    await typeTime(user, '08:30:15');
    expect(lastValue(onChange)).toBe('08:30:15');
  });

  it('shows a stored time in the field format', () => {
    renderWidget('time', { value: '18:05:00', field: { props: { format: 'HH:mm' } } });
    expect(screen.getByRole('textbox')).toHaveProperty('value', '18:05');
  });

  it('refuses a typed time outside selectableRange', async () => {
    const { user, onChange } = renderWidget('time', { field: { props: { selectableRange: '09:00:00-18:00:00' } } });
    await typeTime(user, '20:00:00');
    expect(onChange).not.toHaveBeenCalledWith('20:00:00');
    await typeTime(user, '10:00:00');
    expect(lastValue(onChange)).toBe('10:00:00');
  });

  it('turns selectableRange into disabled hours, minutes and seconds', () => {
    const disabled = disabledTimeFor(parseSelectableRange('08:30:00 - 17:59:30'))!();
    expect(disabled.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 18, 19, 20, 21, 22, 23]);
    expect(disabled.disabledMinutes(8)).toEqual([...Array(30).keys()]);
    expect(disabled.disabledSeconds(17, 59)).toEqual([...Array(29).keys()].map((s) => s + 31));
    expect(disabledTimeFor(parseSelectableRange(''))).toBeUndefined();
  });

  it('emits null when cleared', () => {
    const { onChange, container } = renderWidget('time', { value: '08:00:00' });
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    expect(lastValue(onChange)).toBeNull();
  });

  it('Display formats the time', () => {
    expect(renderDisplay('time', { value: '08:30:00' }).container.textContent).toBe('08:30:00');
    expect(renderDisplay('time', { value: '08:30:00', field: { props: { format: 'HH:mm' } } }).container.textContent).toBe('08:30');
    expect(renderDisplay('time', { value: null }).container.textContent).toBe('—');
  });
});
