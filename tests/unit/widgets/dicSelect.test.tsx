import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { dicSelectWidget } from '../../../widgets/dicSelect';
import { findTreeNode, lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [dicSelectWidget.key]: dicSelectWidget });

describe('dicSelect', () => {
  it('stores the id of a dictionary type; a category only groups them', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('dicSelect', { services });
    await user.click(screen.getByRole('combobox'));
    const category = await findTreeNode('黄金业务');
    await user.click(category.querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(category.querySelector('.ant-select-tree-switcher_close')!);
    await user.click((await findTreeNode('金料类型')).querySelector('.ant-select-tree-node-content-wrapper')!);
    expect(lastValue(onChange)).toBe('t1');
    expect(container.querySelector('.ant-select')?.textContent).toContain('金料类型');
    expect(services.pickerTree).toHaveBeenCalledWith('dictionaryType', undefined);
  });

  it('Display shows the type name', async () => {
    const view = renderDisplay('dicSelect', { value: 't2' });
    await waitFor(() => expect(view.container.textContent).toBe('门店类型'));
  });
});
