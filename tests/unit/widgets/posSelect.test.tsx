import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { posSelectWidget } from '../../../widgets/posSelect';
import { findTreeNode, lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [posSelectWidget.key]: posSelectWidget });

describe('posSelect', () => {
  it('chooses positions; their organisation is greyed and not choosable', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('posSelect', { services });
    await user.click(screen.getByRole('combobox'));
    const company = await findTreeNode('华南公司');
    expect(company.className).toContain('disabled');
    await user.click(company.querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(company.querySelector('.ant-select-tree-switcher_close')!);
    await user.click((await findTreeNode('店长')).querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(lastValue(onChange)).toBe('p2');
    expect(container.querySelector('.ant-select')?.textContent).toContain('店长');
    expect(services.pickerTree).toHaveBeenCalledWith('position', undefined);
  });

  it('Display shows the position name', async () => {
    const services = makeServices();
    const view = renderDisplay('posSelect', { value: 'p1', services });
    await waitFor(() => expect(view.container.textContent).toBe('财务经理'));
    expect(services.pickerNames).toHaveBeenCalledWith('position', ['p1']);
  });
});
