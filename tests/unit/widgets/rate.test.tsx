import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { rateWidget } from '../../../widgets/rate';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [rateWidget.key]: rateWidget });

const stars = (container: HTMLElement) => [...container.querySelectorAll('.ant-rate-star')];
const fullStars = (container: HTMLElement) => container.querySelectorAll('.ant-rate-star-full').length;

describe('rate', () => {
  it('emits the number of the clicked star', () => {
    const { onChange, container } = renderWidget('rate', { value: 0 });
    expect(stars(container)).toHaveLength(5);
    fireEvent.click(stars(container)[3].querySelector('.ant-rate-star-second')!);
    expect(lastValue(onChange)).toBe(4);
    expect(fullStars(container)).toBe(4);
  });

  it('has max stars and shows a stored (text) score', () => {
    const { container } = renderWidget('rate', { value: '3', field: { props: { max: 10 } } });
    expect(stars(container)).toHaveLength(10);
    expect(fullStars(container)).toBe(3);
  });

  it('shows the score, or the word of the reached star', () => {
    renderWidget('rate', { value: 4, field: { props: { showScore: true } } });
    expect(screen.getByText('4')).toBeTruthy();
    renderWidget('rate', { value: 2, field: { props: { showText: true } } });
    expect(screen.getByText('失望')).toBeTruthy();
    renderWidget('rate', { value: 5, field: { props: { showText: true } }, services: { ...makeServices(), lang: 'en' } });
    expect(screen.getByText('Delighted')).toBeTruthy();
  });

  it('does not change when disabled', () => {
    const { onChange, container } = renderWidget('rate', { value: 1, disabled: true });
    fireEvent.click(stars(container)[3].querySelector('.ant-rate-star-second')!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Display shows read-only stars, "score/max" in list cells, and the dash when unrated', () => {
    const detail = renderDisplay('rate', { value: 3 });
    expect(fullStars(detail.container)).toBe(3);
    expect(detail.container.querySelector('.ant-rate-disabled')).toBeTruthy();
    expect(renderDisplay('rate', { value: 4, inCell: true }).container.textContent).toBe('4/5');
    expect(renderDisplay('rate', { value: null }).container.textContent).toBe('—');
  });
});
