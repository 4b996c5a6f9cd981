import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { sliderWidget } from '../../../widgets/slider';
import { lastValue, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [sliderWidget.key]: sliderWidget });

describe('slider', () => {
  it('shows the stored number and emits the next step on arrow keys', () => {
    const { onChange } = renderWidget('slider', { value: 40, field: { props: { step: 5 } } });
    const handle = screen.getByRole('slider');
    expect(handle.getAttribute('aria-valuenow')).toBe('40');
    expect(handle.getAttribute('aria-valuemax')).toBe('100');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    expect(lastValue(onChange)).toBe(45);
  });

  it('keeps to min and max', () => {
    const { onChange } = renderWidget('slider', { value: 10, field: { props: { min: 10, max: 20 } } });
    const handle = screen.getByRole('slider');
    expect(handle.getAttribute('aria-valuemin')).toBe('10');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', keyCode: 37 });
    expect(onChange.mock.calls.every(([value]) => value === 10)).toBe(true);
  });

  it('emits [from, to] with range', () => {
    const { onChange } = renderWidget('slider', { value: [20, 60], field: { props: { range: true } } });
    const [from, to] = screen.getAllByRole('slider');
    expect(from.getAttribute('aria-valuenow')).toBe('20');
    expect(to.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(to, { key: 'ArrowRight', keyCode: 39 });
    expect(lastValue(onChange)).toEqual([20, 61]);
  });

  it('marks the steps with showStops', () => {
    const { container } = renderWidget('slider', { value: 0, field: { props: { showStops: true, step: 25 } } });
    expect(container.querySelectorAll('.ant-slider-dot')).toHaveLength(5);
  });

  it('Display shows the number or the range', () => {
    expect(renderDisplay('slider', { value: 30 }).container.textContent).toBe('30');
    expect(renderDisplay('slider', { value: [20, 80], field: { props: { range: true } } }).container.textContent).toBe('20 ~ 80');
    expect(renderDisplay('slider', { value: null }).container.textContent).toBe('—');
  });
});
