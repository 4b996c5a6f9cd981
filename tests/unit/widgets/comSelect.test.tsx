import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { comSelectWidget } from '../../../widgets/comSelect';
import { findTreeNode, lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [comSelectWidget.key]: comSelectWidget });

describe('comSelect', () => {
  it('chooses companies of the company tree, several comma-joined', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('comSelect', { field: { props: { multiple: true } }, services });
    await user.click(screen.getByRole('combobox'));
    await user.click((await findTreeNode('金源集团')).querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(lastValue(onChange)).toBe('c1');
    await user.click((await findTreeNode('金源集团')).querySelector('.ant-select-tree-switcher_close')!);
    await user.click((await findTreeNode('华南公司')).querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(lastValue(onChange)).toBe('c1,c2');
    expect(services.pickerTree).toHaveBeenCalledWith('company', undefined);
  });

  it('takes JNPF V341 array values and shows their names', async () => {
    const view = renderDisplay('comSelect', { value: ['c1', 'c2'] });
    await waitFor(() => expect(view.container.textContent).toBe('金源集团, 华南公司'));
  });

  it('Display drops ids that no longer have a name and shows a dash when empty', async () => {
    const view = renderDisplay('comSelect', { value: 'c2,gone' });
    await waitFor(() => expect(view.container.textContent).toBe('华南公司'));
    view.unmount();
    expect(renderDisplay('comSelect', { value: '' }).container.textContent).toBe('—');
  });
});
