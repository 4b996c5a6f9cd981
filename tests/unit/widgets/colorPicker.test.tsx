import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { colorPickerWidget } from '../../../widgets/colorPicker';
import { lastValue, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [colorPickerWidget.key]: colorPickerWidget });

/** Opens the panel and types a hex colour into its box. */
async function typeHex(container: HTMLElement, hex: string) {
  fireEvent.click(container.querySelector('.ant-color-picker-trigger')!);
  const input = await waitFor(() => {
    const box = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
    if (!box) throw new Error('panel not open');
    return box;
  });
  fireEvent.change(input, { target: { value: hex } });
}

/** Opens the panel of an rgb picker and types the red part. */
async function typeRed(container: HTMLElement, red: string) {
  fireEvent.click(container.querySelector('.ant-color-picker-trigger')!);
  const input = await waitFor(() => {
    const box = document.querySelector<HTMLInputElement>('.ant-color-picker-rgb-input input');
    if (!box) throw new Error('panel not open');
    return box;
  });
  fireEvent.change(input, { target: { value: red } });
}

describe('colorPicker', () => {
  it('shows the stored colour', () => {
    const { container } = renderWidget('colorPicker', { value: '#1890ff' });
    expect(container.querySelector('.ant-color-picker-trigger-text')?.textContent?.toLowerCase()).toBe('#1890ff');
  });

  it('emits hex text by default', async () => {
    const { onChange, container } = renderWidget('colorPicker', { value: '#1890ff' });
    await typeHex(container, 'ff0000');
    expect(lastValue(onChange)).toBe('#ff0000');
  });

  it('emits rgb text with colorFormat rgb, and rgba by default with showAlpha', async () => {
    const rgb = renderWidget('colorPicker', { value: '#1890ff', field: { props: { colorFormat: 'rgb' } } });
    await typeRed(rgb.container, '0');
    expect(lastValue(rgb.onChange)).toBe('rgb(0,144,255)');
    rgb.unmount();
    const alpha = renderWidget('colorPicker', { value: 'rgba(24,144,255,0.5)', field: { props: { showAlpha: true } } });
    expect(alpha.container.querySelector('.ant-color-picker-trigger-text')?.textContent).toContain('rgba');
    await typeRed(alpha.container, '0');
    expect(lastValue(alpha.onChange)).toBe('rgba(0,144,255,0.5)');
  });

  it('emits null when cleared', async () => {
    const { onChange, container } = renderWidget('colorPicker', { value: '#1890ff' });
    fireEvent.click(container.querySelector('.ant-color-picker-trigger')!);
    const clear = await waitFor(() => {
      const button = document.querySelector('.ant-color-picker-clear');
      if (!button) throw new Error('panel not open');
      return button;
    });
    fireEvent.click(clear);
    expect(lastValue(onChange)).toBeNull();
  });

  it('Display shows a swatch and the stored text', () => {
    const { container } = renderDisplay('colorPicker', { value: '#f5222d' });
    expect(container.textContent).toBe('#f5222d');
    expect((container.querySelector('.widget-color-swatch') as HTMLElement).style.background).toContain('#f5222d');
    expect(renderDisplay('colorPicker', { value: null }).container.textContent).toBe('—');
  });
});
