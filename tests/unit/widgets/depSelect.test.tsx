import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { depSelectWidget } from '../../../widgets/depSelect';
import { findTreeNode, lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [depSelectWidget.key]: depSelectWidget });

type User = ReturnType<typeof renderWidget>['user'];

/** Opens the drop-down and expands the companies down to the departments. */
async function openTree(user: User) {
  await user.click(screen.getByRole('combobox'));
  for (const label of ['金源集团', '华南公司']) {
    const switcher = (await findTreeNode(label)).querySelector('.ant-select-tree-switcher_close');
    if (switcher) await user.click(switcher);
  }
}

async function clickNode(user: User, label: string) {
  await user.click((await findTreeNode(label)).querySelector('.ant-select-tree-node-content-wrapper')!);
}

const shown = (container: HTMLElement) => container.querySelector('.ant-select')?.textContent ?? '';

describe('depSelect', () => {
  it('loads the department tree and shows the stored department by name', async () => {
    const services = makeServices();
    const { container } = renderWidget('depSelect', { value: 'dep2', services });
    await waitFor(() => expect(shown(container)).toContain('运营部'));
    expect(services.pickerTree).toHaveBeenCalledWith('department', undefined);
  });

  it('emits the id of a chosen department; companies only open', async () => {
    const { user, onChange, container } = renderWidget('depSelect');
    await openTree(user);
    await clickNode(user, '华南公司');
    expect(onChange).not.toHaveBeenCalled();
    await clickNode(user, '财务部');
    expect(lastValue(onChange)).toBe('dep1');
    expect(shown(container)).toContain('财务部');
  });

  it('joins several departments with commas and emits null when a single one is cleared', async () => {
    const multi = renderWidget('depSelect', { value: 'dep1', field: { props: { multiple: true } } });
    await waitFor(() => expect(shown(multi.container)).toContain('财务部'));
    await openTree(multi.user);
    await clickNode(multi.user, '运营部');
    expect(lastValue(multi.onChange)).toBe('dep1,dep2');
    await clickNode(multi.user, '财务部');
    expect(lastValue(multi.onChange)).toBe('dep2');
    multi.unmount();

    const single = renderWidget('depSelect', { value: 'dep1' });
    await waitFor(() => expect(shown(single.container)).toContain('财务部'));
    await single.user.click(single.container.querySelector('.ant-select-clear')!);
    expect(lastValue(single.onChange)).toBeNull();
  });

  it('shows the placeholder and does not open when read-only', async () => {
    const { user, onChange, container } = renderWidget('depSelect', { value: 'dep1', readOnly: true });
    await waitFor(() => expect(shown(container)).toContain('财务部'));
    await user.click(screen.getByRole('combobox'));
    expect(document.querySelector('.ant-select-tree')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    const empty = renderWidget('depSelect', { field: { props: { placeholder: '选部门' } } });
    expect(empty.container.querySelector('.ant-select-placeholder')?.textContent).toBe('选部门');
  });

  it('Display shows the names through pickerNames, a dash when empty', async () => {
    const services = makeServices();
    const view = renderDisplay('depSelect', { value: 'dep1,dep2', services });
    await waitFor(() => expect(view.container.textContent).toBe('财务部, 运营部'));
    expect(services.pickerNames).toHaveBeenCalledWith('department', ['dep1', 'dep2']);
    view.unmount();
    expect(renderDisplay('depSelect', { value: null }).container.textContent).toBe('—');
  });
});
