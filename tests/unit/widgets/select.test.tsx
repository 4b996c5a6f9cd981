import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StaticOption } from '../../../schemas/types';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

const STATUS: StaticOption[] = [
  { label: { zh: '启用', en: 'Enabled' }, value: 1, color: 'green' },
  { label: { zh: '停用', en: 'Disabled' }, value: 0, color: 'red' },
];
const FRUIT: StaticOption[] = [
  { label: '苹果', value: 'a' },
  { label: '香蕉', value: 'b' },
  { label: '橙子', value: 'c' },
];

/** Opens the dropdown and picks the option showing `label`. */
async function pick(user: ReturnType<typeof renderWidget>['user'], label: string) {
  await user.click(screen.getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await user.click(option);
}

const selectedText = (container: HTMLElement) => container.querySelector('.ant-select')?.textContent ?? '';

describe('select', () => {
  it('shows the label of a stored value, even stored as text, and emits the option value', async () => {
    const { user, onChange, container } = renderWidget('select', { value: '1', field: { options: STATUS } });
    expect(selectedText(container)).toContain('启用');
    await pick(user, '停用');
    expect(lastValue(onChange)).toBe(0);
  });

  it('emits null when cleared', async () => {
    const { user, onChange, container } = renderWidget('select', { value: 'a', field: { options: FRUIT } });
    await user.click(container.querySelector('.ant-select-clear')!);
    expect(lastValue(onChange)).toBeNull();
  });

  it('takes options from a dictionary through the widget services, storing the id by default', async () => {
    const services = makeServices();
    const { user, onChange } = renderWidget('select', { field: { options: { dictionary: 'goldType' } }, services });
    await pick(user, '足金9999');
    expect(services.dictionary).toHaveBeenCalledWith('goldType');
    expect(lastValue(onChange)).toBe('d2');
  });

  it('stores the dictionary enCode or fullName when valueKey says so', async () => {
    const byCode = renderWidget('select', { field: { options: { dictionary: 'goldType' }, props: { valueKey: 'enCode' } } });
    await pick(byCode.user, '铂金950');
    expect(lastValue(byCode.onChange)).toBe('pt950');
    byCode.unmount();
    const byName = renderWidget('select', { field: { options: { dictionary: 'goldType' }, props: { valueKey: 'fullName' } } });
    await pick(byName.user, '足金999');
    expect(lastValue(byName.onChange)).toBe('足金999');
  });

  it('joins multiple values with commas', async () => {
    const { user, onChange, container } = renderWidget('select', { value: 'a', field: { options: FRUIT, props: { multiple: true } } });
    expect(selectedText(container)).toContain('苹果');
    await pick(user, '橙子');
    expect(lastValue(onChange)).toBe('a,c');
    await user.click(container.querySelector('.ant-select-clear')!);
    expect(lastValue(onChange)).toBe('');
  });

  it('loads API options with their label and value keys', async () => {
    const services = makeServices({
      call: async () => ({ list: [{ shopId: 's1', shopName: '一号店' }, { shopId: 's2', shopName: '二号店' }] }),
    });
    const { user, onChange } = renderWidget('select', {
      field: { options: { api: { method: 'GET', url: '/api/shops' }, labelKey: 'shopName', valueKey: 'shopId' } },
      services,
    });
    await pick(user, '二号店');
    expect(lastValue(onChange)).toBe('s2');
  });

  it('Display shows labels, coloured options as tags, and a dash when empty', async () => {
    const tagged = renderDisplay('select', { value: 1, field: { options: STATUS } });
    const tag = tagged.container.querySelector('.ant-tag')!;
    expect(tag.textContent).toBe('启用');
    expect(tag.className).toContain('green');
    tagged.unmount();

    const multi = renderDisplay('select', { value: 'a,c', field: { options: FRUIT, props: { multiple: true } } });
    expect(multi.container.textContent).toBe('苹果, 橙子');
    multi.unmount();

    const english = renderDisplay('select', { value: 0, field: { options: STATUS }, services: { ...makeServices(), lang: 'en' } });
    expect(english.container.textContent).toBe('Disabled');
    english.unmount();

    expect(renderDisplay('select', { value: '', field: { options: FRUIT } }).container.textContent).toBe('—');
  });

  it('Display of dictionary values shares one load between cells', async () => {
    const services = makeServices();
    const first = renderDisplay('select', { value: 'd1', field: { options: { dictionary: 'goldType' } }, services });
    const second = renderDisplay('select', { value: 'd3', field: { options: { dictionary: 'goldType' } }, services });
    await waitFor(() => expect(first.container.textContent).toBe('足金999'));
    await waitFor(() => expect(second.container.textContent).toBe('铂金950'));
    expect(services.dictionary).toHaveBeenCalledTimes(1);
  });
  it('does not open when read-only', async () => {
    const { user, onChange } = renderWidget('select', { value: 'a', field: { options: FRUIT }, readOnly: true });
    await user.click(screen.getByRole('combobox'));
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows stored values as they are when the dictionary fails to load, and retries later', async () => {
    let fail = true;
    const services = makeServices({
      dictionary: async () => {
        if (fail) throw new Error('offline');
        return [{ id: 'd1', enCode: 'au999', fullName: '足金999' }];
      },
    });
    const broken = renderDisplay('select', { value: 'd1', field: { options: { dictionary: 'goldType' } }, services });
    await waitFor(() => expect(broken.container.textContent).toBe('d1'));
    broken.unmount();
    fail = false;
    const retried = renderDisplay('select', { value: 'd1', field: { options: { dictionary: 'goldType' } }, services });
    await waitFor(() => expect(retried.container.textContent).toBe('足金999'));
  });
});
