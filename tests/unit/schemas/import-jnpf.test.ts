import { describe, expect, it } from 'vitest';
import { compileFormula } from '../../../schemas/formula/compile';
import { importJnpfColumnData, importJnpfField, importJnpfForm } from '../../../schemas/import/jnpf';
import type { FieldSchema } from '../../../schemas/types';

type Json = Record<string, unknown>;

/** A JNPF field as the designer saves it: `__config__` plus top-level element-ui attributes. */
function jnpf(jnpfKey: string, config: Json = {}, top: Json = {}): Json {
  return { __config__: { jnpfKey, label: jnpfKey, showLabel: true, layout: 'colFormItem', span: 24, regList: [], ...config }, ...top };
}

function convert(field: Json): { field: FieldSchema; warnings: string[] } {
  const warnings: string[] = [];
  const converted = importJnpfField(field, warnings);
  if (!converted) throw new Error(`not converted: ${warnings.join('; ')}`);
  return { field: converted, warnings };
}

describe('importJnpfField: keys and common settings', () => {
  it('maps JNPFAmount, JNPFText and PsdInput to amount, text and a password comInput', () => {
    const amount = convert(jnpf('JNPFAmount', { label: '金额', formId: 101, defaultValue: 12.5 }, { __vModel__: 'money', showChinese: true })).field;
    expect(amount).toMatchObject({ jnpfKey: 'amount', vModel: 'money', label: '金额', defaultValue: '12.50', props: { showChinese: true } });

    const text = convert(jnpf('JNPFText', { label: '文本', showLabel: false, defaultValue: '请核对' }, { textStyle: { 'font-size': 14, 'text-align': 'center' } })).field;
    expect(text).toEqual({ jnpfKey: 'text', props: { text: '请核对', style: { fontSize: 14, textAlign: 'center' } } });

    const password = convert(jnpf('PsdInput', { label: '密码', formId: 102 }, { __vModel__: 'pwd', placeholder: '请输入密码' })).field;
    expect(password).toMatchObject({ jnpfKey: 'comInput', vModel: 'pwd', props: { placeholder: '请输入密码', showPassword: true } });
  });

  it('drops a field whose jnpfKey has no widget, with a warning', () => {
    const warnings: string[] = [];
    expect(importJnpfField(jnpf('flowChart', { label: '流程图' }), warnings)).toBeNull();
    expect(importJnpfField({ label: 'no config' }, warnings)).toBeNull();
    expect(warnings).toEqual([
      "流程图: jnpfKey 'flowChart' has no widget here: dropped",
      'an entry without __config__ is not a JNPF field: dropped',
    ]);
  });

  it('keeps label, required, span, formId and columnWidth; hides noShow and app-only fields', () => {
    const { field } = convert(jnpf('comInput', { label: '名称', required: true, span: '12', formId: 7, noShow: true }, { __vModel__: 'name' }));
    expect(field).toEqual({ jnpfKey: 'comInput', vModel: 'name', label: '名称', required: true, span: 12, formId: '7', visibleOn: 'false' });

    const appOnly = convert(jnpf('comInput', { formId: 8, visibility: ['app'] }, { __vModel__: 'note' })).field;
    expect(appOnly.visibleOn).toBe('false');
    const both = convert(jnpf('comInput', { formId: 9, visibility: ['pc', 'app'] }, { __vModel__: 'note' })).field;
    expect(both.visibleOn).toBeUndefined();
  });

  it('turns disabled into disabledOn and readonly into a read-only field', () => {
    const { field } = convert(jnpf('billRule', { formId: 3, rule: 'orderNo' }, { __vModel__: 'billNo', readonly: true, disabled: true, placeholder: '系统自动生成' }));
    expect(field).toMatchObject({ jnpfKey: 'billRule', readonly: true, disabledOn: 'true', props: { rule: 'orderNo', placeholder: '系统自动生成' } });
  });

  it('renames element-ui attributes to camelCase props, drops noise silently and reports what is lost', () => {
    const { field, warnings } = convert(
      jnpf('comInput', { label: '编码', formId: 5 }, {
        __vModel__: 'code',
        __slot__: { prepend: 'No.', append: '' },
        style: { width: '100%' },
        'prefix-icon': '',
        'show-word-limit': true,
        maxlength: 20,
        clearable: null,
        autocomplete: 'off',
        on: {
          change: '({ data }) => {\n    // 在此编写代码\n    \n}',
          blur: '({ data }) => {\n    console.log(data)\n}',
        },
      }),
    );
    expect(field.props).toEqual({ showCount: true, maxlength: 20, prefix: 'No.' });
    expect(warnings).toEqual([
      "编码 (formId 5): property 'autocomplete' is not converted (our comInput has no such prop)",
      '编码 (formId 5): event script on.blur is not converted',
    ]);
  });

  it('converts date formats to dayjs tokens and keeps the timestamp value format', () => {
    const { field } = convert(jnpf('date', { formId: 4 }, { __vModel__: 'day', type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss', 'value-format': 'timestamp' }));
    expect(field.props).toEqual({ type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss', valueFormat: 'timestamp' });
  });

  it('maps element-ui range picker types to our dateRange types', () => {
    const { field } = convert(jnpf('dateRange', { formId: 6 }, { __vModel__: 'period', type: 'datetimerange', format: 'yyyy-MM-dd HH:mm', 'range-separator': '至' }));
    expect(field.props).toEqual({ type: 'datetime', format: 'YYYY-MM-DD HH:mm', rangeSeparator: '至' });
  });

  it('converts defaults to our value shapes', () => {
    const checkbox = convert(jnpf('checkbox', { formId: 1, defaultValue: ['1', '3'] }, { __vModel__: 'a' })).field;
    expect(checkbox.defaultValue).toBe('1,3');
    const on = convert(jnpf('switch', { formId: 2, defaultValue: true }, { __vModel__: 'b', 'active-value': 'Y', 'inactive-value': 'N' })).field;
    expect(on.defaultValue).toBe('Y');
    const off = convert(jnpf('switch', { formId: 3, defaultValue: false }, { __vModel__: 'c' })).field;
    expect(off.defaultValue).toBeUndefined();
    const empty = convert(jnpf('select', { formId: 4, defaultValue: '' }, { __vModel__: 'd' })).field;
    expect('defaultValue' in empty).toBe(false);
    const address = convert(jnpf('address', { formId: 5, defaultValue: ['44', '4403'] }, { __vModel__: 'e' })).field;
    expect(address.defaultValue).toEqual(['44', '4403']);
  });
});

describe('importJnpfField: regList', () => {
  it('stores patterns as RegExp sources with their messages and the field trigger', () => {
    const { field, warnings } = convert(
      jnpf('comInput', {
        label: '手机',
        formId: 11,
        trigger: 'blur',
        regList: [
          { pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号' },
          { pattern: '^\\d+$', message: '只能是数字' },
          { pattern: '/^[a-z]+$/gi', message: '字母' },
        ],
      }, { __vModel__: 'phone' }),
    );
    expect(field.rules).toEqual([
      { pattern: '^1[3-9]\\d{9}$', message: '请输入正确的手机号', trigger: 'blur' },
      { pattern: '^\\d+$', message: '只能是数字', trigger: 'blur' },
      { pattern: '^[a-z]+$', message: '字母', trigger: 'blur' },
    ]);
    const first = field.rules?.[0] as { pattern: string };
    expect(new RegExp(first.pattern).test('13800138000')).toBe(true);
    expect(new RegExp(first.pattern).test('12800138000')).toBe(false);
    expect(warnings).toEqual(["手机 (formId 11): regList[2] pattern /^[a-z]+$/gi: flags 'i' are not kept"]);
  });

  it('drops invalid and empty patterns with a warning, and leaves click / array triggers to the widget', () => {
    const { field, warnings } = convert(
      jnpf('numInput', {
        label: '数量',
        formId: 12,
        trigger: ['blur', 'change'],
        regList: [{ pattern: '/([/', message: 'x' }, { pattern: '', message: 'y' }, { pattern: '/^\\d+$/' }],
      }, { __vModel__: 'qty' }),
    );
    expect(field.rules).toEqual([{ pattern: '^\\d+$', message: '数量格式错误' }]);
    expect(warnings).toEqual([
      '数量 (formId 12): regList[0] pattern /([/ is not a valid regular expression: dropped',
      '数量 (formId 12): regList[1] has no pattern: dropped',
    ]);
  });
});

describe('importJnpfField: options', () => {
  it('reads static options through the __config__.props label/value keys', () => {
    const { field } = convert(
      jnpf('radio', { formId: 1, dataType: 'static', props: { label: 'name', value: 'code' }, optionType: 'button' }, {
        __vModel__: 'kind',
        __slot__: { options: [{ name: '黄金', code: 'au' }, { name: '铂金', code: 'pt' }, { name: '无值' }] },
      }),
    );
    expect(field.options).toEqual([{ label: '黄金', value: 'au' }, { label: '铂金', value: 'pt' }]);
    expect(field.props).toEqual({ optionType: 'button' });
  });

  it('turns a dictionary into { dictionary } with the stored key as valueKey', () => {
    const { field } = convert(
      jnpf('select', { formId: 2, dataType: 'dictionary', dictionaryType: '351649524592159941', props: { label: 'fullName', value: 'enCode' } }, {
        __vModel__: 'energy',
        __slot__: { options: [{ fullName: '电', enCode: 'ELECTRICITY' }] },
      }),
    );
    expect(field.options).toEqual({ dictionary: '351649524592159941' });
    expect(field.props).toEqual({ valueKey: 'enCode' });
  });

  it('turns a dynamic source into { dataInterface } with its row keys', () => {
    const { field } = convert(
      jnpf('checkbox', { formId: 3, dataType: 'dynamic', propsUrl: '372468120000000001', props: { label: 'levelName', value: 'levelCode' } }, { __vModel__: 'levels' }),
    );
    expect(field.options).toEqual({ dataInterface: '372468120000000001' });
    expect(field.props).toEqual({ labelKey: 'levelName', valueKey: 'levelCode' });
  });

  it('flattens a static cascader / treeSelect tree with path labels, reading props.props', () => {
    const { field, warnings } = convert(
      jnpf('cascader', { label: '地区', formId: 4, dataType: 'static' }, {
        __vModel__: 'region',
        options: [{ code: 'gd', title: '广东', items: [{ code: 'sz', title: '深圳' }] }],
        props: { props: { multiple: true, value: 'code', label: 'title', children: 'items' } },
      }),
    );
    expect(field.options).toEqual([{ label: '广东', value: 'gd' }, { label: '广东 / 深圳', value: 'sz' }]);
    expect(field.props).toEqual({ multiple: true });
    expect(warnings).toEqual(['地区 (formId 4): the option tree is flattened (static options have no children): labels show the path']);
  });

  it('reports a dictionary without a type and leaves the options out', () => {
    const { field, warnings } = convert(jnpf('select', { label: '类型', formId: 5, dataType: 'dictionary', dictionaryType: '' }, { __vModel__: 't' }));
    expect(field.options).toBeUndefined();
    expect(warnings).toEqual(['类型 (formId 5): dictionary options without a dictionaryType: no options']);
  });
});

describe('importJnpfForm: containers, sub-tables, formulas, vModels', () => {
  const pane = (title: string, children: Json[], extra: Json = {}) => ({ title, ...extra, __config__: { children, formId: 900 + children.length } });

  it('turns tab and collapse panes into tabItem / collapseItem children', () => {
    const tab = jnpf('tab', { label: '标签页', layout: 'rowFormItem', formId: 20, children: [pane('基本', [jnpf('comInput', { formId: 21 }, { __vModel__: 'a' })]), pane('其他', [])] }, { type: 'border-card', 'tab-position': 'top' });
    const collapse = jnpf('collapse', { layout: 'rowFormItem', formId: 30, children: [pane('面板1', [jnpf('comInput', { formId: 31 }, { __vModel__: 'b' })], { name: '1' })] }, { accordion: true });
    const { schema, warnings } = importJnpfForm({ fields: [tab, collapse] });
    expect(warnings).toEqual([]);
    expect(schema.fields).toEqual([
      {
        jnpfKey: 'tab',
        formId: '20',
        children: [
          { jnpfKey: 'tabItem', label: '基本', formId: '901', children: [{ jnpfKey: 'comInput', vModel: 'a', label: 'comInput', formId: '21' }] },
          { jnpfKey: 'tabItem', label: '其他', formId: '900', children: [] },
        ],
      },
      {
        jnpfKey: 'collapse',
        formId: '30',
        props: { accordion: true },
        children: [{ jnpfKey: 'collapseItem', label: '面板1', formId: '901', children: [{ jnpfKey: 'comInput', vModel: 'b', label: 'comInput', formId: '31' }] }],
      },
    ]);
  });

  it('keeps row and card children in the form scope; a card is titled by its header', () => {
    const card = jnpf('card', { label: '卡片容器', layout: 'rowFormItem', span: '24', formId: 40, children: [jnpf('numInput', { formId: 41, span: 12 }, { __vModel__: 'n' })] }, { header: '合同', shadow: 'always' });
    const row = jnpf('row', { layout: 'rowFormItem', formId: 42, children: [jnpf('comInput', { formId: 43 }, { __vModel__: 'n' })] }, { type: 'default', justify: 'start', align: 'top' });
    const { schema, warnings } = importJnpfForm([card, row]);
    expect(schema.fields[0]).toEqual({ jnpfKey: 'card', label: '合同', formId: '40', children: [{ jnpfKey: 'numInput', vModel: 'n', label: 'numInput', span: 12, formId: '41' }] });
    // Containers add no level: the second `n` clashes with the first and is renamed.
    expect(schema.fields[1].children?.[0].vModel).toBe('n_2');
    expect(warnings).toEqual(["row (formId 42) / comInput (formId 43): vModel 'n' is used twice in one scope: using 'n_2'"]);
  });

  it('converts a sub-table with its columns (own scope), summary and a per-row formula', () => {
    const table = jnpf('table', { label: '明细', layout: 'rowFormItem', formId: 105, showTitle: true, tableName: 'order_item', children: [
      jnpf('numInput', { label: '数量', formId: 106, columnWidth: 120 }, { __vModel__: 'qty' }),
      jnpf('numInput', { label: '单价', formId: 107 }, { __vModel__: 'price' }),
      jnpf('calculate', { label: '金额', formId: 108 }, { __vModel__: 'amount', expression: [{ __vModel__: 'tableField105.qty' }, '×', { __vModel__: 'tableField105.price' }] }),
      jnpf('row', { layout: 'rowFormItem', formId: 109, children: [] }),
    ] }, { __vModel__: 'tableField105', actionText: '添加', 'show-summary': true, summaryField: ['qty'], tableConf: {} });
    const total = jnpf('calculate', { label: '合计', formId: 110 }, {
      __vModel__: 'total',
      expression: [{ __vModel__: 'price' }, '×', { __vModel__: 'tableField105.qty' }, '+', '1', '0', '.', '5'],
    });
    const price = jnpf('numInput', { label: '单价', formId: 111 }, { __vModel__: 'price' });
    const { schema, warnings } = importJnpfForm({ fields: [table, total, price] });

    expect(schema.fields[0]).toEqual({
      jnpfKey: 'table',
      vModel: 'tableField105',
      label: '明细',
      props: { actionText: '添加', showSummary: true, summaryField: ['qty'] },
      formId: '105',
      children: [
        { jnpfKey: 'numInput', vModel: 'qty', label: '数量', formId: '106', columnWidth: 120 },
        // A column may share a name with a form field: the sub-table is a scope of its own.
        { jnpfKey: 'numInput', vModel: 'price', label: '单价', formId: '107' },
        { jnpfKey: 'calculate', vModel: 'amount', label: '金额', props: { expression: 'tableField105.qty * tableField105.price' }, formId: '108' },
      ],
    });
    expect(warnings).toEqual(['明细 (formId 105): a row container inside a sub-table is not supported: dropped']);

    const expression = schema.fields[1].props?.expression as string;
    const values = { price: 2, tableField105: [{ qty: 3 }, { qty: 4 }] };
    // The sum of the column times the price, plus the digits typed one key at a time (1, 0, ., 5).
    expect(compileFormula(expression).evaluate(values, undefined, 2)).toBe('24.50');
  });

  it('drops a sub-table inside a sub-table and reports the unique check', () => {
    const inner = jnpf('table', { label: '内表', layout: 'rowFormItem', formId: 51, children: [] }, { __vModel__: 'inner' });
    const outer = jnpf('table', { label: '外表', layout: 'rowFormItem', formId: 50, children: [inner, jnpf('comInput', { label: '编码', formId: 52, unique: true }, { __vModel__: 'code' })] }, { __vModel__: 'outer' });
    const { schema, warnings } = importJnpfForm([outer]);
    expect(schema.fields[0].children?.map((column) => column.vModel)).toEqual(['code']);
    expect(warnings).toEqual([
      '外表 (formId 50) / 内表 (formId 51): a sub-table inside a sub-table is not supported: dropped',
      '外表 (formId 50) / 编码 (formId 52): the unique check (unique: true) is not converted',
    ]);
  });

  it('drops formulas JNPF itself refuses, with its message', () => {
    const fields = [
      jnpf('numInput', { formId: 1 }, { __vModel__: 'a' }),
      jnpf('calculate', { label: '坏公式', formId: 2 }, { __vModel__: 'x', expression: [{ __vModel__: 'a' }, '+'] }),
      jnpf('calculate', { label: '引用', formId: 3 }, { __vModel__: 'y', expression: [{ __vModel__: 'gone' }, '+', '1'] }),
      jnpf('calculate', { label: '空', formId: 4 }, { __vModel__: 'z', expression: [] }),
    ];
    const { schema, warnings } = importJnpfForm(fields);
    expect(schema.fields.slice(1).map((field) => field.props?.expression)).toEqual([undefined, undefined, undefined]);
    expect(warnings).toEqual([
      '坏公式 (formId 2): calculate formula dropped: 编辑的公式不符合计算法则，无法计算',
      '引用 (formId 3): calculate formula dropped: 编辑的公式含有无效的值，无法计算',
      '空 (formId 4): calculate has no formula: left without an expression',
    ]);
  });

  it("names fields saved without a vModel (hasTable forms) like JNPF, and palette objects from idGlobal", () => {
    const { schema, warnings } = importJnpfForm({
      idGlobal: 130,
      fields: [
        jnpf('comInput', { label: '经办人', formId: 122 }, { __vModel__: '' }),
        jnpf('table', { label: '明细', layout: 'rowFormItem', formId: 123, children: [] }, { __vModel__: '' }),
        jnpf('numInput', { label: '调色板' }),
      ],
    });
    expect(schema.fields.map((field) => [field.vModel, field.formId])).toEqual([
      ['comInputField122', '122'],
      ['tableField123', '123'],
      ['numInputField131', '131'],
    ]);
    expect(warnings).toEqual([
      "经办人 (formId 122): no __vModel__: named 'comInputField122'",
      "明细 (formId 123): no __vModel__: named 'tableField123'",
      "调色板: no __vModel__: named 'numInputField131'",
    ]);
  });
});

describe('importJnpfForm: the form', () => {
  it('reads formConf: label width and position, popup, submit label; warns about scripts', () => {
    const { schema, warnings } = importJnpfForm(
      JSON.stringify({
        labelWidth: 120,
        labelPosition: 'top',
        popupType: 'drawer',
        drawerWidth: '800px',
        confirmButtonText: '保 存',
        funcs: { onLoad: '({ formData }) => {\n    setFormData("a", 1)\n}', afterSubmit: '({ formData }) => {\n    // 在此编写代码\n}' },
        fields: [],
      }),
      { id: 'crm.customer.form', title: '客户' },
    );
    expect(schema).toMatchObject({
      schemaVersion: 1,
      type: 'form',
      id: 'crm.customer.form',
      title: '客户',
      labelWidth: 120,
      labelPosition: 'top',
      popup: { kind: 'drawer', width: 800 },
      submitLabel: '保存',
      fields: [],
    });
    expect(schema.api.save).toEqual([
      { method: 'PUT', url: '/api/_m/{{route.modelId}}/{{id}}', when: 'id' },
      { method: 'POST', url: '/api/_m/{{route.modelId}}' },
    ]);
    expect(warnings).toEqual(['form: event script on.onLoad is not converted']);
  });

  it('refuses what is not a JNPF form', () => {
    expect(() => importJnpfForm({ formRef: 'elForm' })).toThrow('not a JNPF form');
    expect(() => importJnpfForm('{oops')).toThrow('does not parse');
  });
});

describe('importJnpfColumnData', () => {
  it('converts columnList and searchList items (docs/product.md#jnpf-list-config shapes), sort and paging', () => {
    const select = jnpf('select', { label: '状态', formId: 3, dataType: 'static', props: { label: 'fullName', value: 'id' } }, {
      __vModel__: 'status',
      __slot__: { options: [{ fullName: '启用', id: '1' }] },
    });
    const imported = importJnpfColumnData({
      type: 1,
      defaultSidx: 'code',
      sort: 'asc',
      hasPage: true,
      pageSize: 30,
      columnList: [
        { label: '编码', prop: 'code', align: 'left', jnpfKey: 'comInput', sortable: true, width: '140' },
        { label: '金额', prop: 'money', align: 'right', jnpfKey: 'JNPFAmount', sortable: false, width: null },
      ],
      searchList: [
        { ...jnpf('comInput', { label: '编码', formId: 1 }, { __vModel__: 'code' }), label: '编码', prop: 'code', jnpfKey: 'comInput', value: '', searchType: 2 },
        { ...select, label: '状态', prop: 'status', jnpfKey: 'select', value: '', searchType: 1 },
        { ...jnpf('createTime', { label: '创建时间', formId: 4 }, { __vModel__: 'creatorTime' }), label: '创建时间', prop: 'creatorTime', jnpfKey: 'createTime', value: '', searchType: 3 },
      ],
    });
    expect(imported).toEqual({
      columns: [
        { prop: 'code', label: '编码', width: 140, align: 'left', sortable: true, jnpfKey: 'comInput' },
        { prop: 'money', label: '金额', align: 'right', jnpfKey: 'amount' },
      ],
      search: [
        { vModel: 'code', jnpfKey: 'comInput', label: '编码', match: 'like' },
        { vModel: 'status', jnpfKey: 'select', label: '状态', match: 'equal', options: [{ label: '启用', value: '1' }] },
        { vModel: 'creatorTime', jnpfKey: 'createTime', label: '创建时间', match: 'range' },
      ],
      defaultSort: { prop: 'code', order: 'asc' },
      pagination: { pageSize: 30, pageSizes: [20, 30, 50, 100] },
      warnings: [],
    });
  });

  it('reports the left tree and group table, and turns hasPage off', () => {
    expect(importJnpfColumnData({ type: 2, hasPage: false, columnList: [], searchList: [] })).toEqual({
      columns: [],
      search: [],
      pagination: false,
      warnings: ['columnData: the left tree (type 2) is not converted'],
    });
  });
});
