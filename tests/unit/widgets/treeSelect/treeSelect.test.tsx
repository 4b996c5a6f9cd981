import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '../../../../schemas/types';
import { lastValue, makeServices, renderDisplay, renderWidget, treeNode } from '../harness';

/** An organisation tree: companies hold departments; one department is disabled. */
const ORG = [
  {
    id: 'c1', fullName: '总公司', type: 'company', children: [
      { id: 'd1', fullName: '财务部', type: 'department' },
      {
        id: 'c2', fullName: '华南分公司', type: 'company', children: [
          { id: 'd2', fullName: '销售部', type: 'department' },
          { id: 'd3', fullName: '旧仓库', type: 'department', locked: 1 },
        ],
      },
    ],
  },
];

const orgServices = () => makeServices({ call: async () => ({ list: ORG }) });
const orgField = (props: Record<string, unknown> = {}): Partial<FieldSchema> => ({
  options: { api: { method: 'GET', url: '/api/permission/Organize/Tree' } },
  props,
});

type User = ReturnType<typeof renderWidget>['user'];

/** Opens the drop-down and expands the nodes on the way to `label`. */
async function open(user: User) {
  await user.click(screen.getByRole('combobox'));
  await waitFor(() => expect(document.querySelector('.ant-select-tree')).toBeTruthy());
}

async function expand(user: User, label: string) {
  const node = await waitFor(() => {
    const found = treeNode(label);
    if (!found) throw new Error(`no node ${label}`);
    return found;
  });
  const switcher = node.querySelector('.ant-select-tree-switcher_close');
  if (switcher) await user.click(switcher);
}

async function clickNode(user: User, label: string) {
  const node = await waitFor(() => {
    const found = treeNode(label);
    if (!found) throw new Error(`no node ${label}`);
    return found;
  });
  await user.click(node.querySelector('.ant-select-tree-node-content-wrapper')!);
}

const shown = (container: HTMLElement) => container.querySelector('.ant-select')?.textContent ?? '';

describe('treeSelect', () => {
  it('is registered as an option widget validated on change', async () => {
    const { widgetFor } = await import('../../../../widgets');
    const widget = widgetFor('treeSelect')!;
    expect(widget.hasOptions).toBe(true);
    expect(widget.trigger).toBe('change');
    expect(widget.valueType).toBe('string');
  });

  it('shows the label of a stored id found deep in the tree and emits the id of a picked node', async () => {
    const { user, onChange, container } = renderWidget('treeSelect', { value: 'd2', field: orgField(), services: orgServices() });
    await waitFor(() => expect(shown(container)).toContain('销售部'));
    await open(user);
    await expand(user, '总公司');
    await clickNode(user, '财务部');
    expect(lastValue(onChange)).toBe('d1');
    expect(shown(container)).toContain('财务部');
  });

  it('emits null when cleared, or the emptyValue root it was given', async () => {
    const plain = renderWidget('treeSelect', { value: 'd1', field: orgField(), services: orgServices() });
    await waitFor(() => expect(shown(plain.container)).toContain('财务部'));
    await plain.user.click(plain.container.querySelector('.ant-select-clear')!);
    expect(lastValue(plain.onChange)).toBeNull();
    plain.unmount();

    const rooted = renderWidget('treeSelect', { value: 'd1', field: orgField({ emptyValue: '-1' }), services: orgServices() });
    await waitFor(() => expect(shown(rooted.container)).toContain('财务部'));
    await rooted.user.click(rooted.container.querySelector('.ant-select-clear')!);
    expect(lastValue(rooted.onChange)).toBe('-1');
    // The root value shows as empty: the placeholder.
    await waitFor(() => expect(rooted.container.querySelector('.ant-select-placeholder')?.textContent).toBe('请选择'));
  });

  it('joins multiple values with commas', async () => {
    const { user, onChange, container } = renderWidget('treeSelect', { value: 'd1', field: orgField({ multiple: true }), services: orgServices() });
    await waitFor(() => expect(shown(container)).toContain('财务部'));
    await open(user);
    await expand(user, '总公司');
    await expand(user, '华南分公司');
    await clickNode(user, '销售部');
    expect(lastValue(onChange)).toBe('d1,d2');
    await clickNode(user, '财务部');
    expect(lastValue(onChange)).toBe('d2');
  });

  it('does not choose nodes outside selectableTypes, nor disabled nodes', async () => {
    const { user, onChange } = renderWidget('treeSelect', {
      field: orgField({ selectableTypes: ['department'], disabledKey: 'locked' }),
      services: orgServices(),
    });
    await open(user);
    await clickNode(user, '总公司');
    await expand(user, '总公司');
    await expand(user, '华南分公司');
    await clickNode(user, '旧仓库');
    expect(onChange).not.toHaveBeenCalled();
    expect(treeNode('旧仓库')?.className).toContain('disabled');
    await clickNode(user, '销售部');
    expect(lastValue(onChange)).toBe('d2');
  });

  it('chooses only companies with selectableTypes on the type field the schema names', async () => {
    const { user, onChange } = renderWidget('treeSelect', {
      field: orgField({ selectableTypes: ['company'], typeKey: 'type' }),
      services: orgServices(),
    });
    await open(user);
    await expand(user, '总公司');
    await clickNode(user, '财务部');
    expect(onChange).not.toHaveBeenCalled();
    await clickNode(user, '华南分公司');
    expect(lastValue(onChange)).toBe('c2');
  });

  it('reads children under childrenKey and labels under the source labelKey', async () => {
    const services = makeServices({
      call: async () => [{ typeId: 't1', title: '系统', items: [{ typeId: 't2', title: '性别' }] }],
    });
    const { user, onChange } = renderWidget('treeSelect', {
      field: { options: { api: { method: 'GET', url: '/api/types' }, labelKey: 'title', valueKey: 'typeId' }, props: { childrenKey: 'items' } },
      services,
    });
    await open(user);
    await expand(user, '系统');
    await clickNode(user, '性别');
    expect(lastValue(onChange)).toBe('t2');
  });

  it('filters by label when filterable', async () => {
    const { user, onChange } = renderWidget('treeSelect', { field: orgField({ filterable: true }), services: orgServices() });
    await open(user);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: '销售' } });
    await waitFor(() => expect(treeNode('销售部')).toBeTruthy());
    expect(treeNode('财务部')).toBeUndefined();
    await clickNode(user, '销售部');
    expect(lastValue(onChange)).toBe('d2');
  });

  it('takes a dictionary tree and static options', async () => {
    const services = makeServices({
      dictionary: async () => [{ id: 'r1', enCode: 'gd', fullName: '广东', children: [{ id: 'r2', enCode: 'sz', fullName: '深圳' }] }],
    });
    const dict = renderWidget('treeSelect', { field: { options: { dictionary: 'region' } }, services });
    await open(dict.user);
    await expand(dict.user, '广东');
    await clickNode(dict.user, '深圳');
    expect(lastValue(dict.onChange)).toBe('r2');
    dict.unmount();

    const fixed = renderWidget('treeSelect', { value: 2, field: { options: [{ label: '一', value: 1 }, { label: { zh: '二', en: 'Two' }, value: 2 }] } });
    expect(shown(fixed.container)).toContain('二');
    await open(fixed.user);
    await clickNode(fixed.user, '一');
    expect(lastValue(fixed.onChange)).toBe(1);
  });

  it('does not change when read-only', async () => {
    const { user, onChange, container } = renderWidget('treeSelect', { value: 'c1', field: orgField(), services: orgServices(), readOnly: true });
    await waitFor(() => expect(shown(container)).toContain('总公司'));
    await user.click(screen.getByRole('combobox'));
    expect(document.querySelector('.ant-select-tree')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Display shows labels found anywhere, a dash when empty and nothing for an id the tree lacks', async () => {
    const deep = renderDisplay('treeSelect', { value: 'd3', field: orgField(), services: orgServices() });
    await waitFor(() => expect(deep.container.textContent).toBe('旧仓库'));
    deep.unmount();

    const multi = renderDisplay('treeSelect', { value: 'd1,c2', field: orgField({ multiple: true }), services: orgServices() });
    await waitFor(() => expect(multi.container.textContent).toBe('财务部, 华南分公司'));
    multi.unmount();

    const missing = renderDisplay('treeSelect', { value: '-1', field: orgField(), services: orgServices() });
    await waitFor(() => expect(missing.container.querySelector('[aria-busy]')).toBeNull());
    expect(missing.container.textContent).toBe('');
    missing.unmount();

    expect(renderDisplay('treeSelect', { value: null, field: orgField(), services: orgServices() }).container.textContent).toBe('—');
  });

  it('shares one load between cells of the same source', async () => {
    const services = orgServices();
    let calls = 0;
    const counting = { ...services, call: async (...args: Parameters<typeof services.call>) => { calls += 1; return services.call(...args); } };
    const first = renderDisplay('treeSelect', { value: 'd1', field: orgField(), services: counting });
    const second = renderDisplay('treeSelect', { value: 'd2', field: orgField(), services: counting });
    await waitFor(() => expect(first.container.textContent).toBe('财务部'));
    await waitFor(() => expect(second.container.textContent).toBe('销售部'));
    expect(calls).toBe(1);
  });
});
