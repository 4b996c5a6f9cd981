import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

describe('switch', () => {
  it('stores 1 and 0 by default and shows 开/关', async () => {
    const { user, onChange, container } = renderWidget('switch', { value: 0 });
    const control = screen.getByRole('switch');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(container.querySelector('.ant-switch-inner-checked')?.textContent).toBe('开');
    expect(container.querySelector('.ant-switch-inner-unchecked')?.textContent).toBe('关');
    await user.click(control);
    expect(lastValue(onChange)).toBe(1);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('switch'));
    expect(lastValue(onChange)).toBe(0);
  });

  it('uses custom values and texts, and reads true as on', async () => {
    const { user, onChange } = renderWidget('switch', {
      value: 'Y',
      field: { props: { activeValue: 'Y', inactiveValue: 'N', activeText: '是', inactiveText: '否' } },
    });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('switch'));
    expect(lastValue(onChange)).toBe('N');
    renderWidget('switch', { value: true });
    expect(screen.getAllByRole('switch')[1].getAttribute('aria-checked')).toBe('true');
  });

  it('Display shows the active or inactive text in the services language', () => {
    expect(renderDisplay('switch', { value: 1 }).container.textContent).toBe('开');
    expect(renderDisplay('switch', { value: '0' }).container.textContent).toBe('关');
    expect(renderDisplay('switch', { value: 1, services: { ...makeServices(), lang: 'en' } }).container.textContent).toBe('On');
    expect(renderDisplay('switch', { value: null }).container.textContent).toBe('—');
  });
});
