import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { calculateWidget } from '../../../widgets/calculate';
import { renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [calculateWidget.key]: calculateWidget });

describe('calculate', () => {
  it('is a decimal widget with expression, precision (default 2) and placeholder properties', () => {
    expect(calculateWidget.valueType).toBe('decimal');
    expect(Object.keys(calculateWidget.propsSchema.properties)).toEqual(['expression', 'precision', 'placeholder']);
    expect(calculateWidget.propsSchema.properties.precision).toMatchObject({ type: 'integer', default: 2 });
    expect(calculateWidget.defaults.precision).toBe(2);
  });

  it('shows the value in a read-only, right-aligned box that the user cannot change', async () => {
    const { user, onChange } = renderWidget('calculate', { value: '59.97', field: { props: { expression: 'price * qty' } } });
    const box = screen.getByRole('textbox') as HTMLInputElement;
    expect(box.value).toBe('59.97');
    expect(box.readOnly).toBe(true);
    expect(box.style.textAlign).toBe('right');
    await user.type(box, '123');
    expect(box.value).toBe('59.97');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the field precision, and the placeholder when there is no value yet', () => {
    renderWidget('calculate', { value: '3.5', field: { props: { precision: 3 } } });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('3.500');
    const empty = renderWidget('calculate', { field: { props: { placeholder: { zh: '自动计算', en: 'Calculated' } } } });
    const box = empty.container.querySelector('input') as HTMLInputElement;
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('自动计算');
  });

  it('Display formats the value like a number, and shows the empty mark without one', () => {
    expect(renderDisplay('calculate', { value: '1234.5' }).container.textContent).toBe('1234.50');
    expect(renderDisplay('calculate', { value: '7', field: { props: { precision: 0 } } }).container.textContent).toBe('7');
    expect(renderDisplay('calculate', { value: null }).container.textContent).toBe('—');
  });
});
