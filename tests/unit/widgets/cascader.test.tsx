import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaticOption } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import { cascaderWidget } from '../../../widgets/cascader';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [cascaderWidget.key]: cascaderWidget });

const TREE = [
  { label: '广东省', value: '44', children: [{ label: '深圳市', value: '4403' }, { label: '广州市', value: '4401' }] },
  { label: '北京市', value: '11' },
] as unknown as StaticOption[];

/** Opens the drop-down and clicks the menu items along a path. */
async function pick(user: ReturnType<typeof renderWidget>['user'], labels: string[]) {
  await user.click(screen.getByRole('combobox'));
  for (const label of labels) {
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-cascader-menu-item')].find((node) => node.textContent === label);
      if (!found) throw new Error(`no menu item ${label}`);
      return found;
    });
    fireEvent.click(item);
  }
}

describe('cascader', () => {
  it('emits the path of ids from a static tree', async () => {
    const { user, onChange } = renderWidget('cascader', { field: { options: TREE } });
    expect(screen.getByText('请选择')).toBeTruthy();
    await pick(user, ['广东省', '深圳市']);
    expect(lastValue(onChange)).toEqual(['44', '4403']);
  });

  it('shows a stored path joined with the separator, or only the last level', () => {
    const { unmount } = renderWidget('cascader', { field: { options: TREE }, value: ['44', '4401'] });
    expect(screen.getByText('广东省/广州市')).toBeTruthy();
    unmount();
    renderWidget('cascader', { field: { options: TREE, props: { showAllLevels: false } }, value: ['44', '4401'] });
    expect(screen.getByText('广州市')).toBeTruthy();
    expect(screen.queryByText('广东省/广州市')).toBeNull();
  });

  it('emits an array of paths when multiple', async () => {
    const { user, onChange } = renderWidget('cascader', { field: { options: TREE, props: { multiple: true } }, value: [['11']] });
    await user.click(screen.getByRole('combobox'));
    const shenzhen = await waitFor(() => {
      const item = [...document.querySelectorAll('.ant-cascader-menu-item')].find((node) => node.textContent === '广东省');
      if (!item) throw new Error('no menu');
      return item;
    });
    fireEvent.click(shenzhen);
    const checkbox = await waitFor(() => {
      const item = [...document.querySelectorAll('.ant-cascader-menu-item')].find((node) => node.textContent === '深圳市');
      if (!item) throw new Error('no sub menu');
      return item.querySelector('.ant-cascader-checkbox')!;
    });
    fireEvent.click(checkbox);
    expect(lastValue(onChange)).toEqual([['11'], ['44', '4403']]);
  });

  it('loads a dictionary tree through the services', async () => {
    const services = makeServices({
      dictionary: async () => [{ id: 'a', enCode: 'a', fullName: '黄金', children: [{ id: 'a1', enCode: 'a1', fullName: '足金', parentId: 'a' }] }],
    });
    renderWidget('cascader', { field: { options: { dictionary: 'goldKind' } }, value: ['a', 'a1'], services });
    expect(await screen.findByText('黄金/足金')).toBeTruthy();
  });

  it('clears to an empty list', () => {
    const { onChange, container } = renderWidget('cascader', { field: { options: TREE }, value: ['11'] });
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    fireEvent.click(container.querySelector('.ant-select-clear')!);
    expect(lastValue(onChange)).toEqual([]);
  });

  it('Display joins labels; unknown ids show as stored; several paths comma-separated', () => {
    expect(renderDisplay('cascader', { field: { options: TREE }, value: ['44', '4403'] }).container.textContent).toBe('广东省/深圳市');
    expect(renderDisplay('cascader', { field: { options: TREE, props: { separator: ' > ' } }, value: ['44', '9'] }).container.textContent).toBe('广东省 > 9');
    expect(
      renderDisplay('cascader', { field: { options: TREE, props: { multiple: true } }, value: [['11'], ['44', '4401']] }).container.textContent,
    ).toBe('北京市, 广东省/广州市');
    expect(renderDisplay('cascader', { field: { options: TREE }, value: [] }).container.textContent).toBe('—');
  });
});
