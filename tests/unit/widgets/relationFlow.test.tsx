import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import { relationFlowWidget } from '../../../widgets/relationFlow';
import { relationFlowAttrWidget } from '../../../widgets/relationFlowAttr';
import { lastValue, makeServices, renderDisplay, renderPickerWithAttribute } from './harness';

Object.assign(WIDGETS, { [relationFlowWidget.key]: relationFlowWidget, [relationFlowAttrWidget.key]: relationFlowAttrWidget });

const flowField = (props: Record<string, unknown> = {}): FieldSchema => ({ jnpfKey: 'relationFlow', vModel: 'task', label: '流程', props: { flowId: 'flow-1', ...props } });
const nameAttr: FieldSchema = { jnpfKey: 'relationFlowAttr', props: { relationField: 'task', showField: 'fullName' } };

const renderForm = ({ value, props, services }: { value?: string; props?: Record<string, unknown>; services?: ReturnType<typeof makeServices> } = {}) =>
  renderPickerWithAttribute({ picker: flowField(props), attribute: nameAttr, value: value as string | undefined, services });

const attr = () => screen.getByTestId('attr').textContent;
const option = (label: string) => waitFor(() => {
  const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === label);
  if (!found) throw new Error(`no option ${label}`);
  return found;
});

describe('relationFlow', () => {
  it('offers the flow’s tasks, stores the task id and shares the task with its attributes', async () => {
    const { user, onChange, services, container } = renderForm();
    expect(attr()).toBe('用于展示关联表单的属性，且数据不会保存');
    await user.click(screen.getByRole('combobox'));
    await user.click(await option('采购申请-0002'));
    expect(lastValue(onChange)).toBe('f2');
    expect(container.querySelector('.ant-select')?.textContent).toContain('采购申请-0002');
    await waitFor(() => expect(attr()).toBe('采购申请-0002'));
    expect(services.flowTasks).toHaveBeenCalledWith('flow-1', expect.objectContaining({ currentPage: 1 }));
  });

  it('shows the stored task on mount and clears to null', async () => {
    const { user, onChange, container } = renderForm({ value: 'f1' });
    await waitFor(() => expect(container.querySelector('.ant-select')?.textContent).toContain('采购申请-0001'));
    await waitFor(() => expect(attr()).toBe('采购申请-0001'));
    await user.click(container.querySelector('.ant-select-clear')!);
    expect(lastValue(onChange)).toBeNull();
    await waitFor(() => expect(attr()).toBe('用于展示关联表单的属性，且数据不会保存'));
  });

  it('asks the server for tasks matching the search when filterable', async () => {
    const { services } = renderForm({ props: { filterable: true } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '0002' } });
    await waitFor(() => expect(services.flowTasks).toHaveBeenCalledWith('flow-1', expect.objectContaining({ keyword: '0002' })));
    await option('采购申请-0002');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  });

  it('Display shows the task name, a dash when empty', async () => {
    const view = renderDisplay('relationFlow', { value: 'f2', field: flowField() });
    await waitFor(() => expect(view.container.textContent).toBe('采购申请-0002'));
    view.unmount();
    expect(renderDisplay('relationFlow', { value: null, field: flowField() }).container.textContent).toBe('—');
  });
});
