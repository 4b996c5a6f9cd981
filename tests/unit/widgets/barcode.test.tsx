import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { barcodeWidget } from '../../../widgets/barcode';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import type { FieldSchema } from '../../../schemas/types';
import { Providers, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [barcodeWidget.key]: barcodeWidget });

// happy-dom has no canvas; jsbarcode measures its caption with a 2D context, so give it a measuring one.
const measuring = { font: '', measureText: (text: string) => ({ width: text.length * 8 }) };
HTMLCanvasElement.prototype.getContext = function getContext(kind: string) {
  return kind === '2d' ? measuring : null;
} as unknown as HTMLCanvasElement['getContext'];

const bars = () =>
  waitFor(() => {
    const svg = document.querySelector<SVGSVGElement>('.widget-barcode-svg');
    if (!svg || svg.querySelectorAll('rect').length < 2) throw new Error('no barcode yet');
    return svg;
  });

describe('barcode', () => {
  it('draws CODE128 bars 40 px high into an svg', async () => {
    renderWidget('barcode', { field: { vModel: undefined, props: { staticText: 'GF-2026-001' } } });
    const svg = await bars();
    expect(svg.textContent).toContain('GF-2026-001');
    const bar = svg.querySelector('g rect')!;
    expect(bar.getAttribute('height')).toBe('40');
  });

  it('keeps the bar width between 2 and 4 and applies the colours', async () => {
    const narrow = renderDisplay('barcode', { field: { vModel: undefined, props: { staticText: 'A1', width: 1, lineColor: '#ff0000', background: '#eeeeee' } } });
    const thin = await bars();
    const widthOf = (svg: SVGSVGElement) => Math.min(...[...svg.querySelectorAll('g rect')].map((rect) => Number(rect.getAttribute('width'))));
    expect(widthOf(thin)).toBe(2);
    expect(thin.querySelector('g')!.getAttribute('fill')).toBe('#ff0000');
    expect(thin.querySelector(':scope > rect')!.getAttribute('fill')).toBe('#eeeeee');
    narrow.unmount();
    renderDisplay('barcode', { field: { vModel: undefined, props: { staticText: 'A1', width: 9 } } });
    expect(widthOf(await bars())).toBe(4);
  });

  it('shows a short error instead of crashing when the text does not fit the format', async () => {
    renderWidget('barcode', { field: { vModel: undefined, props: { staticText: 'not digits', format: 'EAN13' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('条码内容不符合 EAN13 格式');
    expect(document.querySelector<SVGSVGElement>('.widget-barcode-svg')!.style.display).toBe('none');
  });

  it('shows the error for an unknown format name too', async () => {
    renderWidget('barcode', { field: { vModel: undefined, props: { staticText: '123', format: 'NOPE' } }, services: { ...makeServices(), lang: 'en' } });
    expect((await screen.findByRole('alert')).textContent).toBe('the content is not valid for NOPE');
  });

  it('encodes the related field and follows its changes', async () => {
    const scope = createMemoryScope({ sku: 'SKU1' });
    const field: FieldSchema = { jnpfKey: 'barcode', label: '条码', props: { dataType: 'relation', relationField: 'sku' } };
    const { Component } = barcodeWidget;
    render(
      <Providers services={makeServices()}>
        <FormScopeContext.Provider value={scope}>
          <Component value={undefined} onChange={() => {}} field={field} />
        </FormScopeContext.Provider>
      </Providers>,
    );
    expect((await bars()).textContent).toContain('SKU1');
    act(() => scope.set('sku', 'SKU2'));
    await waitFor(() => expect(document.querySelector('.widget-barcode-svg')!.textContent).toContain('SKU2'));
  });
});
