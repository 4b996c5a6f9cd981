import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ActionSchema, ColumnSchema, ListSchema, SearchField } from '../../../schemas/types';
import { keyOf, moveItem, parseSelection, removeItem, setItemProperty, type ListItem, type ListPart } from '../../core/list';
import { useListDesigner } from './context';
import { LabelInput } from './LabelInput';

/** The settings of the selected column, search field or button; move and remove too (the keyboard way to reorder). */
export function ItemSettings({ list, selection }: { list: ListSchema; selection: string | null }) {
  const { t } = useLingui();
  const { editor, run } = useListDesigner();
  const at = parseSelection(selection);
  const items = at ? ((list[at.part] ?? []) as ListItem[]) : [];
  const index = at ? items.findIndex((item) => keyOf(at.part, item) === at.key) : -1;
  if (!at || index < 0) return <p className="ld-muted">{t`在预览中选择一列、一个查询条件或按钮`}</p>;
  const { part, key } = at;
  const item = items[index];
  const set = (property: string, value: unknown) => run(setItemProperty(editor.document, part, key, property, value));
  const seal = () => editor.seal();
  const [back, forward] = part === 'columns' || part === 'toolbar' ? [t`左移`, t`右移`] : [t`上移`, t`下移`];
  return (
    <Form layout="vertical" size="small" className="ld-item-settings">
      <Form.Item label={t`标签`}>
        <LabelInput name={t`标签`} value={'label' in item ? item.label : undefined} onChange={(text) => set('label', text)} onBlur={seal} />
      </Form.Item>
      {part === 'columns' ? <ColumnFields column={item as ColumnSchema} set={set} /> : null}
      {part === 'search' ? <SearchFields search={item as SearchField} set={set} /> : null}
      {part === 'toolbar' || part === 'rowActions' ? <ActionFields action={item as ActionSchema} /> : null}
      <Space wrap>
        <Button disabled={index === 0} onClick={() => run(moveItem(editor.document, part, key, index - 1))}>{back}</Button>
        <Button disabled={index === items.length - 1} onClick={() => run(moveItem(editor.document, part, key, index + 1))}>{forward}</Button>
        <Button danger onClick={() => run(removeItem(editor.document, part as ListPart, key))}>{t`移除`}</Button>
      </Space>
    </Form>
  );
}

type Set = (property: string, value: unknown) => boolean;

const positive = (value: number | null) => (value && value > 0 ? value : undefined);

function ColumnFields({ column, set }: { column: ColumnSchema; set: Set }) {
  const { t } = useLingui();
  return (
    <>
      <Form.Item label={t`字段`}>
        <Input value={column.prop} disabled />
      </Form.Item>
      <Space>
        <Form.Item label={t`宽度`}>
          <InputNumber aria-label={t`宽度`} min={1} value={column.width ?? null} onChange={(value) => set('width', positive(value))} />
        </Form.Item>
        <Form.Item label={t`最小宽度`}>
          <InputNumber aria-label={t`最小宽度`} min={1} value={column.minWidth ?? null} onChange={(value) => set('minWidth', positive(value))} />
        </Form.Item>
      </Space>
      <Form.Item label={t`对齐`}>
        <Select
          aria-label={t`对齐`}
          allowClear
          value={column.align}
          onChange={(value) => set('align', value)}
          options={[{ value: 'left', label: t`左对齐` }, { value: 'center', label: t`居中` }, { value: 'right', label: t`右对齐` }]}
        />
      </Form.Item>
      <Form.Item label={t`固定`}>
        <Select
          aria-label={t`固定`}
          allowClear
          value={column.fixed}
          onChange={(value) => set('fixed', value)}
          options={[{ value: 'left', label: t`固定在左侧` }, { value: 'right', label: t`固定在右侧` }]}
        />
      </Form.Item>
      <Space>
        <Form.Item label={t`可排序`}>
          <Switch aria-label={t`可排序`} checked={column.sortable === true} onChange={(on) => set('sortable', on || undefined)} />
        </Form.Item>
        <Form.Item label={t`默认隐藏`} tooltip={t`隐藏的列不导出`}>
          <Switch aria-label={t`默认隐藏`} checked={column.hidden === true} onChange={(on) => set('hidden', on || undefined)} />
        </Form.Item>
      </Space>
    </>
  );
}

function SearchFields({ search, set }: { search: SearchField; set: Set }) {
  const { t } = useLingui();
  return (
    <>
      <Form.Item label={t`字段`}>
        <Input value={`${search.vModel} (${search.jnpfKey})`} disabled />
      </Form.Item>
      <Form.Item label={t`匹配方式`}>
        <Select
          aria-label={t`匹配方式`}
          value={search.match}
          onChange={(value) => set('match', value)}
          options={[{ value: 'equal', label: t`等于` }, { value: 'like', label: t`包含` }, { value: 'range', label: t`范围` }]}
        />
      </Form.Item>
    </>
  );
}

function ActionFields({ action }: { action: ActionSchema }) {
  const { t } = useLingui();
  return (
    <Form.Item label={t`权限编码`} tooltip={t`发布时写入菜单的按钮权限`}>
      <Input value={action.permission ?? ''} disabled />
    </Form.Item>
  );
}
