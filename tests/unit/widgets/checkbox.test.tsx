import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StaticOption } from '../../../schemas/types';
import { lastValue, renderDisplay, renderWidget } from './harness';

const COLOURS: StaticOption[] = [
  { label: '红', value: 'r' },
  { label: '绿', value: 'g' },
  { label: '蓝', value: 'b' },
];

describe('checkbox', () => {
  it('ticks the stored values and emits an array', async () => {
    const { user, onChange } = renderWidget('checkbox', { value: ['r'], field: { options: COLOURS } });
    expect(screen.getByRole('checkbox', { name: '红' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: '蓝' }));
    expect(lastValue(onChange)).toEqual(['r', 'b']);
    await user.click(screen.getByRole('checkbox', { name: '红' }));
    await user.click(screen.getByRole('checkbox', { name: '蓝' }));
    expect(lastValue(onChange)).toEqual([]);
  });

  it('keeps numeric option values as numbers and reads a comma-joined stored value', async () => {
    const numbers: StaticOption[] = [
      { label: '一', value: 1 },
      { label: '二', value: 2 },
    ];
    const { user, onChange } = renderWidget('checkbox', { value: '2', field: { options: numbers } });
    expect(screen.getByRole('checkbox', { name: '二' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: '一' }));
    // antd keeps the options' order.
    expect(lastValue(onChange)).toEqual([1, 2]);
  });

  it('disables the other options once max are ticked', () => {
    renderWidget('checkbox', { value: ['r', 'g'], field: { options: COLOURS, props: { max: 2 } } });
    expect(screen.getByRole('checkbox', { name: '蓝' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '红' })).toHaveProperty('disabled', false);
  });

  it('takes dictionary options', async () => {
    const { user, onChange } = renderWidget('checkbox', { field: { options: { dictionary: 'goldType' }, props: { valueKey: 'enCode' } } });
    await user.click(await screen.findByRole('checkbox', { name: '足金999' }));
    expect(lastValue(onChange)).toEqual(['au999']);
  });

  it('Display lists the labels', async () => {
    expect(renderDisplay('checkbox', { value: ['r', 'b'], field: { options: COLOURS } }).container.textContent).toBe('红, 蓝');
    expect(renderDisplay('checkbox', { value: [], field: { options: COLOURS } }).container.textContent).toBe('—');
    const dictionary = renderDisplay('checkbox', { value: ['d1', 'd2'], field: { options: { dictionary: 'goldType' } } });
    await waitFor(() => expect(dictionary.container.textContent).toBe('足金999, 足金9999'));
  });
});
