import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { numberRangeWidget } from '../../../widgets/numberRange';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [numberRangeWidget.key]: numberRangeWidget });

const boxes = () => [screen.getByPlaceholderText('最小值'), screen.getByPlaceholderText('最大值')];

describe('numberRange', () => {
  it('has two boxes with the placeholders 最小值 and 最大值', () => {
    renderWidget('numberRange');
    expect(boxes()).toHaveLength(2);
  });

  it('emits both values, null for an empty end', async () => {
    const { user, onChange } = renderWidget('numberRange');
    const [min, max] = boxes();
    await user.type(min, '10');
    expect(lastValue(onChange)).toEqual([10, null]);
    await user.type(max, '20.5');
    expect(lastValue(onChange)).toEqual([10, 20.5]);
  });

  it('emits an empty list when both ends are emptied', () => {
    const { onChange } = renderWidget('numberRange', { value: [null, 20] });
    const [, max] = boxes();
    expect(max).toHaveProperty('value', '20');
    fireEvent.change(max, { target: { value: '' } });
    expect(lastValue(onChange)).toEqual([]);
  });

  it('reads stored text ends and uses the placeholders of the services language', () => {
    renderWidget('numberRange', { value: ['1', '2'], services: { ...makeServices(), lang: 'en' } });
    expect(screen.getByPlaceholderText('Min')).toHaveProperty('value', '1');
    expect(screen.getByPlaceholderText('Max')).toHaveProperty('value', '2');
  });

  it('Display shows both ends, one end, or the dash', () => {
    expect(renderDisplay('numberRange', { value: [10, 20] }).container.textContent).toBe('10 - 20');
    expect(renderDisplay('numberRange', { value: [10, null] }).container.textContent).toBe('≥ 10');
    expect(renderDisplay('numberRange', { value: [null, 20] }).container.textContent).toBe('≤ 20');
    expect(renderDisplay('numberRange', { value: [] }).container.textContent).toBe('—');
  });
});
