import type { DetailSchema, FormSchema, ListSchema } from '../../../schemas/types';

/** Widget keys the lint tests treat as registered. */
export const WIDGET_KEYS: ReadonlySet<string> = new Set(['input', 'select', 'amount', 'calculate', 'datePicker', 'table', 'switch']);

/** A form with a container, a sub-table, conditions, a formula and a conditional save. */
export function spvForm(): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'test.spv.form',
    title: { zh: 'SPV', en: 'SPV' },
    popup: { kind: 'dialog', width: 800 },
    api: {
      get: { method: 'GET', url: '/api/spv/{{id}}' },
      save: [
        { method: 'PUT', url: '/api/spv/{{id}}', when: 'id' },
        { method: 'POST', url: '/api/spv' },
      ],
    },
    fields: [
      {
        jnpfKey: 'row',
        children: [
          { jnpfKey: 'input', vModel: 'name', label: { zh: '名称', en: 'Name' }, required: true, span: 12, rules: ['name'] },
          { jnpfKey: 'select', vModel: 'kind', label: '类型', span: 12, options: { dictionary: 'spvKind' } },
        ],
      },
      { jnpfKey: 'amount', vModel: 'creditLimit', label: '授信额度', rules: [{ rule: 'money', trigger: 'blur' }], visibleOn: 'kind == 2' },
      { jnpfKey: 'amount', vModel: 'deposit', label: '保证金', disabledOn: 'not creditLimit', requiredOn: 'kind == 2' },
      { jnpfKey: 'calculate', vModel: 'total', label: '合计', props: { expression: 'creditLimit + deposit + lines.weight' } },
      {
        jnpfKey: 'table',
        vModel: 'lines',
        label: '明细',
        children: [
          { jnpfKey: 'input', vModel: 'name', label: '品名' },
          { jnpfKey: 'amount', vModel: 'weight', label: '克重', visibleOn: 'name != "" and kind == 2' },
        ],
      },
    ],
  };
}

export function spvList(): ListSchema {
  return {
    schemaVersion: 1,
    type: 'list',
    id: 'test.spv.list',
    permissions: ['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_detail'],
    api: {
      list: { method: 'GET', url: '/api/spv' },
      remove: { method: 'DELETE', url: '/api/spv', body: { ids: '{{ids}}' } },
      export: { method: 'POST', url: '/api/spv/export' },
    },
    model: { form: 'test.spv.form', fields: ['createTime', 'status'] },
    search: [
      { vModel: 'name', jnpfKey: 'input', label: '名称', match: 'like' },
      { vModel: 'createTime', jnpfKey: 'datePicker', label: '创建时间', match: 'range', rangeKeys: ['from', 'to'] },
    ],
    columns: [
      { prop: 'name', label: '名称', link: 'detail' },
      { prop: 'creditLimit', label: '授信额度', jnpfKey: 'amount', align: 'right' },
      { prop: 'status', label: '状态', jnpfKey: 'switch', options: [{ label: '启用', value: 1, color: 'green' }] },
    ],
    toolbar: [
      { action: 'add', permission: 'btn_add', form: 'test.spv.form' },
      { action: 'batchRemove', permission: 'btn_remove' },
      { action: 'export', permission: 'btn_download' },
    ],
    rowActions: [
      { action: 'edit', permission: 'btn_edit', form: 'test.spv.form', visibleOn: 'row.status == 1' },
      { action: 'detail', permission: 'btn_detail', to: '/spv/detail/{{row.id}}' },
      { action: 'api', name: 'enable', api: { method: 'PUT', url: '/api/spv/{{row.id}}/enable' }, visibleOn: 'status == 0', confirm: '启用？' },
      { action: 'remove', permission: 'btn_remove' },
    ],
    selectable: true,
    defaultSort: { prop: 'createTime', order: 'desc' },
    pagination: { pageSize: 20, pageSizes: [20, 50, 100] },
  };
}

/** A list without a form: its model is `fields` (plus the row key). */
export function historyList(): ListSchema {
  return {
    schemaVersion: 1,
    type: 'list',
    id: 'test.spv.history',
    api: { list: { method: 'GET', url: '/api/spv/{{route.id}}/history' } },
    model: { fields: ['changedAt', 'changedBy'] },
    columns: [
      { prop: 'changedAt', label: '时间' },
      { prop: 'changedBy', label: '操作人' },
    ],
    pagination: false,
  };
}

export function spvDetail(): DetailSchema {
  return {
    schemaVersion: 1,
    type: 'detail',
    id: 'test.spv.detail',
    permissions: ['btn_edit'],
    api: { get: { method: 'GET', url: '/api/spv/{{route.id}}' } },
    fields: [
      { jnpfKey: 'input', vModel: 'name', label: '名称' },
      { jnpfKey: 'amount', vModel: 'creditLimit', label: '授信额度', visibleOn: 'creditLimit > 0' },
    ],
    tabs: [{ label: '变更记录', list: 'test.spv.history' }],
    actions: [{ action: 'edit', permission: 'btn_edit', form: 'test.spv.form', visibleOn: 'row.creditLimit > 0' }],
  };
}

export function validSet(): [FormSchema, ListSchema, ListSchema, DetailSchema] {
  return [spvForm(), spvList(), historyList(), spvDetail()];
}
