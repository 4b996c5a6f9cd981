/**
 * The designer property panel renders every registered widget's propsSchema with @rjsf (antd theme)
 * without throwing or falling back to rjsf's "unsupported field", and edits reach the live preview.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { WIDGETS } from '../../../widgets/registry';
import { PropertyPanel } from '../../../stories/panels/PropertyPanel';
import { PropertyWorkbench } from '../../../stories/panels/PropertyWorkbench';

const entries = Object.values(WIDGETS).map((widget) => ({ key: widget.key, widget }));

describe('property panel', () => {
  it.each(entries)('renders the props of $key', ({ widget }) => {
    const { container } = render(<PropertyPanel widget={widget} value={{ ...widget.defaults }} onChange={vi.fn()} />);
    expect(container.querySelector('form')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Unsupported field schema/i);
    // Every property of the schema has its row in the panel.
    for (const name of Object.keys(widget.propsSchema.properties)) {
      expect(container.querySelector(`[id^="root_${name}"]`), `${widget.key}.${name}`).toBeTruthy();
    }
  });

  it('reports edits with the other props kept', async () => {
    const onChange = vi.fn();
    render(<PropertyPanel widget={WIDGETS.amount} value={{ showChinese: true }} onChange={onChange} />);
    fireEvent.change(document.getElementById('root_max')!, { target: { value: '500' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ max: 500, showChinese: true })));
  });

  it('shows the edited props in the live preview', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <PropertyWorkbench initialKey="comInput" />
      </I18nProvider>,
    );
    const preview = screen.getByTestId('live-preview');
    fireEvent.change(document.getElementById('root_prepend')!, { target: { value: '¥' } });
    await waitFor(() => expect(preview.textContent).toContain('¥'));
  });
});
