import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StaticOption } from '../../../schemas/types';
import { lastValue, renderDisplay, renderWidget } from './harness';

const SIZES: StaticOption[] = [
  { label: '小', value: 1 },
  { label: '中', value: 2 },
  { label: '大', value: 3, color: 'gold' },
];

describe('radio', () => {
  it('checks the stored option and emits the picked option value', async () => {
    const { user, onChange } = renderWidget('radio', { value: '2', field: { options: SIZES } });
    expect(screen.getByRole('radio', { name: '中' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: '大' }));
    expect(lastValue(onChange)).toBe(3);
  });

  it('renders buttons for optionType button and lays out vertically', () => {
    const { container } = renderWidget('radio', { field: { options: SIZES, props: { optionType: 'button', direction: 'vertical' } } });
    expect(container.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(3);
    expect(container.querySelector('.ant-radio-group-vertical')).toBeTruthy();
  });

  it('takes dictionary options', async () => {
    const { user, onChange } = renderWidget('radio', { field: { options: { dictionary: 'goldType' } } });
    await user.click(await screen.findByRole('radio', { name: '铂金950' }));
    expect(lastValue(onChange)).toBe('d3');
  });

  it('does not change when read-only', async () => {
    const { user, onChange } = renderWidget('radio', { value: 1, field: { options: SIZES }, readOnly: true });
    await user.click(screen.getByRole('radio', { name: '中' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '小' })).toHaveProperty('checked', true);
  });

  it('Display shows the label, as a tag when the option has a colour', async () => {
    expect(renderDisplay('radio', { value: 1, field: { options: SIZES } }).container.textContent).toBe('小');
    const { container } = renderDisplay('radio', { value: 3, field: { options: SIZES } });
    expect(container.querySelector('.ant-tag')?.textContent).toBe('大');
    const dictionary = renderDisplay('radio', { value: 'd2', field: { options: { dictionary: 'goldType' } } });
    await waitFor(() => expect(dictionary.container.textContent).toBe('足金9999'));
  });
});
