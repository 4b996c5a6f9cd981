import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { qrcodeWidget } from '../../../widgets/qrcode';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import type { FieldSchema } from '../../../schemas/types';
import { Providers, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [qrcodeWidget.key]: qrcodeWidget });

const qrSvg = () =>
  waitFor(() => {
    const svg = document.querySelector('.widget-qrcode svg');
    if (!svg) throw new Error('no QR yet');
    return svg;
  });

/** The dark modules' path (qrcode.react draws them as one path). */
const modules = (svg: Element) => svg.querySelectorAll('path')[1]?.getAttribute('d') ?? '';

describe('qrcode', () => {
  it('draws the static text as a 150 x 150 QR code in the chosen colours', async () => {
    renderWidget('qrcode', { field: { vModel: undefined, props: { staticText: 'SKU-0001', colorDark: '#722ed1', colorLight: '#fafafa' } } });
    const svg = await qrSvg();
    expect(svg.getAttribute('width')).toBe('150');
    expect(svg.getAttribute('height')).toBe('150');
    const [background, dark] = svg.querySelectorAll('path');
    expect(background.getAttribute('fill')).toBe('#fafafa');
    expect(dark.getAttribute('fill')).toBe('#722ed1');
    expect(svg.getAttribute('aria-label')).toBe('SKU-0001');
  });

  it('uses the highest error correction (level H)', async () => {
    renderWidget('qrcode', { field: { vModel: undefined, props: { staticText: 'GF-2026-0001' } } });
    // 12 alphanumeric characters fit version 1 (21 x 21 modules) at levels L, M and Q (capacity 25, 20, 16);
    // at H (capacity 10) they need version 2: 25 x 25, plus the 1-module margin on each side.
    expect((await qrSvg()).getAttribute('viewBox')).toBe('0 0 27 27');
  });

  it('follows the related field of the form', async () => {
    const scope = createMemoryScope({ code: 'A-1' });
    const field: FieldSchema = { jnpfKey: 'qrcode', label: '码', props: { dataType: 'relation', relationField: 'code' } };
    const { Component } = qrcodeWidget;
    render(
      <Providers services={makeServices()}>
        <FormScopeContext.Provider value={scope}>
          <Component value={undefined} onChange={() => {}} field={field} />
        </FormScopeContext.Provider>
      </Providers>,
    );
    const first = modules(await qrSvg());
    expect((await qrSvg()).getAttribute('aria-label')).toBe('A-1');
    act(() => scope.set('code', 'B-2-LONGER-CODE'));
    await waitFor(() => expect(document.querySelector('.widget-qrcode svg')?.getAttribute('aria-label')).toBe('B-2-LONGER-CODE'));
    expect(modules(document.querySelector('.widget-qrcode svg')!)).not.toBe(first);
  });

  it('shows an empty 150 px frame while there is no text', () => {
    const { container } = renderDisplay('qrcode', { field: { vModel: undefined, props: { dataType: 'relation', relationField: 'missing' } } });
    const empty = container.querySelector<HTMLElement>('.widget-qrcode-empty')!;
    expect(empty.style.width).toBe('150px');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
