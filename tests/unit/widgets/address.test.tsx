import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

type User = ReturnType<typeof renderWidget>['user'];

function menuItem(label: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((node) => node.textContent === label);
}

/** Clicks the cascader entry `label` once it has loaded. */
async function choose(user: User, label: string) {
  const item = await waitFor(() => {
    const found = menuItem(label);
    if (!found) throw new Error(`no entry ${label}`);
    return found;
  });
  await user.click(item);
}

const shown = (container: HTMLElement) => container.querySelector('.ant-select-content, .ant-select-selector')?.textContent ?? '';
const parentsAsked = (services: ReturnType<typeof makeServices>) => services.areaChildren.mock.calls.map(([id]) => id);

describe('address', () => {
  it('loads the levels of a stored value so the names show, and nothing deeper', async () => {
    const services = makeServices();
    const { container } = renderWidget('address', { value: ['44', '4403', '440305'], services });
    await waitFor(() => expect(shown(container)).toContain('广东省 / 深圳市 / 南山区'));
    expect(parentsAsked(services).sort()).toEqual(['-1', '44', '4403']);
  });

  it('loads children lazily and stops at the configured level (1: city)', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('address', { field: { props: { level: 1 } }, services });
    await waitFor(() => expect(parentsAsked(services)).toEqual(['-1']));
    await user.click(screen.getByRole('combobox'));
    await choose(user, '广东省');
    await waitFor(() => expect(parentsAsked(services)).toEqual(['-1', '44']));
    await choose(user, '深圳市');
    expect(lastValue(onChange)).toEqual(['44', '4403']);
    expect(parentsAsked(services)).toEqual(['-1', '44']);
  });

  it('picks a province alone at level 0', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('address', { field: { props: { level: 0 } }, services });
    await user.click(screen.getByRole('combobox'));
    await choose(user, '北京市');
    expect(lastValue(onChange)).toEqual(['11']);
    expect(parentsAsked(services)).toEqual(['-1']);
  });

  it('goes down to the district by default', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('address', { services });
    await user.click(screen.getByRole('combobox'));
    await choose(user, '广东省');
    await choose(user, '深圳市');
    await choose(user, '福田区');
    expect(lastValue(onChange)).toEqual(['44', '4403', '440304']);
    expect(parentsAsked(services)).toEqual(['-1', '44', '4403']);
  });

  it('treats a node without deeper data as the last level (street level on a city without districts)', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('address', { field: { props: { level: 3 } }, services });
    await user.click(screen.getByRole('combobox'));
    await choose(user, '广东省');
    await choose(user, '广州市');
    await waitFor(() => expect(parentsAsked(services)).toContain('4401'));
    await waitFor(() => expect(menuItem('广州市')?.querySelector('.ant-cascader-menu-item-expand-icon')).toBeFalsy());
    await choose(user, '广州市');
    expect(lastValue(onChange)).toEqual(['44', '4401']);
  });

  it('emits [] when cleared', async () => {
    const { onChange, container } = renderWidget('address', { value: ['44', '4403', '440305'] });
    await waitFor(() => expect(shown(container)).toContain('南山区'));
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    fireEvent.click(container.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(lastValue(onChange)).toEqual([]));
  });

  it('Display joins the names with "/", with one areaNames call for every cell of a render', async () => {
    const services = makeServices();
    const first = renderDisplay('address', { value: ['44', '4403', '440305'], services });
    const second = renderDisplay('address', { value: '["44","4401"]', services });
    await waitFor(() => expect(first.container.textContent).toBe('广东省/深圳市/南山区'));
    await waitFor(() => expect(second.container.textContent).toBe('广东省/广州市'));
    expect(services.areaNames).toHaveBeenCalledTimes(1);
    expect(services.areaNames.mock.calls[0][0]).toEqual([
      ['44', '4403', '440305'],
      ['44', '4401'],
    ]);
    expect(renderDisplay('address', { value: [], services }).container.textContent).toBe('—');
  });
});
