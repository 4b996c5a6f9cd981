import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { WIDGETS } from '../../../widgets/registry';
import * as system from '../../../widgets/systemField';
import { makeServices, renderDisplay, renderWidget } from './harness';

const DEFINITIONS = [
  system.createUserWidget, system.createTimeWidget, system.modifyUserWidget, system.modifyTimeWidget,
  system.currOrganizeWidget, system.currDeptWidget, system.currPositionWidget,
];
Object.assign(WIDGETS, Object.fromEntries(DEFINITIONS.map((widget) => [widget.key, widget])));

const box = () => screen.getByPlaceholderText('系统自动生成') as HTMLInputElement;

describe('system fields', () => {
  it('are seven read-only widgets of the system group', () => {
    expect(DEFINITIONS.map((widget) => widget.key)).toEqual([
      'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition',
    ]);
    expect(DEFINITIONS.every((widget) => widget.group === 'system')).toBe(true);
  });

  it.each([
    ['createUser', '张三/zhangsan'],
    ['currOrganize', '华南公司'],
    ['currDept', '财务部'],
    ['currPosition', '财务经理'],
  ])('%s previews the signed-in user when empty, greyed, and never emits', async (key, preview) => {
    const { user, onChange } = renderWidget(key);
    expect(box().readOnly).toBe(true);
    expect(box().value).toBe(preview);
    expect(box().className).toContain('widget-preview');
    await user.type(box(), 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(['createTime', 'modifyTime', 'modifyUser'])('%s previews nothing when empty', (key) => {
    renderWidget(key);
    expect(box().value).toBe('');
  });

  it('shows no preview without a signed-in user', () => {
    renderWidget('createUser', { services: makeServices({ currentUser: () => null }) });
    expect(box().value).toBe('');
  });

  it('shows stored ids by their names, and values no tree knows as stored', async () => {
    renderWidget('createUser', { value: 'u2' });
    expect(await screen.findByDisplayValue('李四/lisi')).toBeTruthy();
    renderWidget('currPosition', { value: '店长' });
    expect(await screen.findByDisplayValue('店长')).toBeTruthy();
  });

  it('shows stored times as YYYY-MM-DD HH:mm', () => {
    renderWidget('createTime', { value: dayjs('2024-03-05 08:30:15').valueOf() });
    expect(box().value).toBe('2024-03-05 08:30');
  });

  it('Display shows the stored value: names for ids, formatted times, the dash when empty', async () => {
    expect((await renderDisplay('modifyUser', { value: 'u3' }).findByText('王五/wangwu')).textContent).toBe('王五/wangwu');
    expect(renderDisplay('modifyTime', { value: dayjs('2024-12-31 23:59').valueOf() }).container.textContent).toBe('2024-12-31 23:59');
    expect(renderDisplay('createTime', { value: '2024-01-02 03:04:05' }).container.textContent).toBe('2024-01-02 03:04');
    expect(renderDisplay('currDept', { value: null }).container.textContent).toBe('—');
  });

  it('currOrganize shows the last level or, with showLevel all, the whole path', async () => {
    expect((await renderDisplay('currOrganize', { value: 'dep1' }).findByText('财务部')).textContent).toBe('财务部');
    const all = renderDisplay('currOrganize', { value: 'dep1', field: { props: { showLevel: 'all' } } });
    expect(await all.findByText('金源集团/华南公司/财务部')).toBeTruthy();
  });
});
