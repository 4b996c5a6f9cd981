import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { pickText, type LocalText } from '../../../schemas/text';
import type { ListSchema } from '../../../schemas/types';
import { DEFAULT_PAGE_SIZES, setDefaultSort, setLayout, setPagination, treeSourceOf, updateListSettings, type ListField, type TreeLayout, type TreeSource } from '../../core/list';
import { useListDesigner } from './context';
import { LabelInput } from './LabelInput';

const SIZE_CHOICES = [10, 20, 30, 50, 100, 200, 500];

const isBlank = (text: LocalText) => (typeof text === 'string' ? !text.trim() : !text.zh.trim() && !text.zhtw?.trim() && !text.en?.trim());

/** The widget whose value an organisation tree's node is (a company field for `organize`, a department field for `department`). */
const ORG_FIELD: Partial<Record<TreeSource['kind'], string>> = { organize: 'comSelect', department: 'depSelect' };

/** A new tree source; an organisation tree relates to the form's first field of its kind when the current one is not. */
function treeSourceChange(kind: TreeSource['kind'], tree: TreeLayout, fields: ListField[]): Partial<TreeLayout> {
  const source = { kind, id: kind === 'dictionary' || kind === 'dataInterface' ? tree.source.id : '' };
  const widget = ORG_FIELD[kind];
  const current = fields.find((f) => f.vModel === tree.field);
  const match = widget && current?.jnpfKey !== widget ? fields.find((f) => f.jnpfKey === widget) : undefined;
  return match ? { source, field: match.vModel } : { source };
}

/** Sort, paging, title and layout (plain, left tree, group-by) of the whole list. */
export function ListSettings({ list }: { list: ListSchema }) {
  const { t } = useLingui();
  const { editor, run, fields, lang } = useListDesigner();
  const fieldOptions = fields.map((field) => ({ value: field.vModel, label: pickText(field.label, lang) }));
  const columnOptions = list.columns.map((column) => ({ value: column.prop, label: pickText(column.label, lang) }));
  const sort = list.defaultSort;
  const paging = list.pagination === false ? false : (list.pagination ?? { pageSize: 20, pageSizes: DEFAULT_PAGE_SIZES });
  const layout = list.tree ? 'tree' : list.groupBy ? 'group' : 'plain';
  const firstField = fields[0]?.vModel ?? list.columns[0].prop;
  const tree: TreeLayout | undefined = list.tree && {
    title: list.tree.title,
    source: treeSourceOf(list.tree) ?? { kind: 'dictionary', id: '' },
    field: list.tree.queryKey,
  };
  const commitSize = (text: string) => {
    const size = Number(text);
    if (paging && Number.isInteger(size) && size > 0 && size !== paging.pageSize) run(setPagination({ pageSize: size, pageSizes: paging.pageSizes }));
  };
  const setTree = (patch: Partial<TreeLayout>) => tree && run(setLayout({ kind: 'tree', ...tree, ...patch }));
  return (
    <Form layout="vertical" size="small" className="ld-list-settings">
      <Form.Item label={t`列表标题`} tooltip={t`发布后也是菜单在繁体中文和英文中的名称`}>
        <LabelInput name={t`列表标题`} value={list.title} onChange={(title) => run(updateListSettings({ title: isBlank(title) ? undefined : title }))} onBlur={() => editor.seal()} />
      </Form.Item>
      <Form.Item label={t`默认排序`}>
        <Select
          aria-label={t`默认排序字段`}
          allowClear
          placeholder={t`不排序`}
          value={sort?.prop}
          options={columnOptions}
          onChange={(prop?: string) => run(setDefaultSort(prop ? { prop, order: sort?.order ?? 'desc' } : undefined))}
        />
        {sort ? (
          <Radio.Group
            aria-label={t`排序方向`}
            value={sort.order}
            onChange={(e) => run(setDefaultSort({ prop: sort.prop, order: e.target.value as 'asc' | 'desc' }))}
            options={[{ value: 'asc', label: t`升序` }, { value: 'desc', label: t`降序` }]}
          />
        ) : null}
      </Form.Item>
      <Form.Item label={t`分页`}>
        <Switch
          aria-label={t`分页`}
          checked={paging !== false}
          onChange={(on) => run(setPagination(on ? { pageSize: 20, pageSizes: DEFAULT_PAGE_SIZES } : false))}
        />
      </Form.Item>
      {paging ? (
        <>
          <Form.Item label={t`每页条数`}>
            {/* Committed on blur or Enter: each digit typed would otherwise join the offered sizes. */}
            <InputNumber
              key={paging.pageSize}
              aria-label={t`每页条数`}
              min={1}
              max={1000}
              precision={0}
              defaultValue={paging.pageSize}
              onBlur={(e) => commitSize(e.target.value)}
              onPressEnter={(e) => commitSize((e.target as HTMLInputElement).value)}
            />
          </Form.Item>
          <Form.Item label={t`可选条数`}>
            <Checkbox.Group
              value={paging.pageSizes}
              options={[...new Set([...SIZE_CHOICES, ...paging.pageSizes])].sort((a, b) => a - b).map((size) => ({ value: size, label: String(size) }))}
              onChange={(sizes) => run(setPagination({ pageSize: paging.pageSize, pageSizes: sizes as number[] }))}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label={t`列表类型`}>
        <Radio.Group
          aria-label={t`列表类型`}
          value={layout}
          onChange={(e) => {
            const kind = e.target.value as 'plain' | 'tree' | 'group';
            if (kind === 'tree') run(setLayout({ kind, title: t`分类`, source: { kind: 'dictionary', id: '' }, field: firstField }));
            else if (kind === 'group') run(setLayout({ kind, prop: firstField }));
            else run(setLayout({ kind }));
          }}
          options={[{ value: 'plain', label: t`普通表格` }, { value: 'tree', label: t`左侧树形+普通表格` }, { value: 'group', label: t`分组表格` }]}
        />
      </Form.Item>
      {tree ? (
        <>
          <Form.Item label={t`左侧标题`}>
            <LabelInput name={t`左侧标题`} value={tree.title} onChange={(title) => setTree({ title })} onBlur={() => editor.seal()} />
          </Form.Item>
          <Form.Item label={t`数据来源`}>
            <Select
              aria-label={t`数据来源`}
              value={tree.source.kind}
              onChange={(kind: TreeSource['kind']) => setTree(treeSourceChange(kind, tree, fields))}
              options={[
                { value: 'dictionary', label: t`数据字典` },
                { value: 'organize', label: t`组织` },
                { value: 'department', label: t`部门` },
                { value: 'dataInterface', label: t`数据接口` },
              ]}
            />
            {tree.source.kind === 'dictionary' || tree.source.kind === 'dataInterface' ? (
              <Input
                aria-label={tree.source.kind === 'dictionary' ? t`字典编码` : t`数据接口ID`}
                placeholder={tree.source.kind === 'dictionary' ? t`字典编码` : t`数据接口ID`}
                value={tree.source.id}
                onChange={(e) => setTree({ source: { kind: tree.source.kind, id: e.target.value.trim() } })}
                onBlur={() => editor.seal()}
              />
            ) : null}
          </Form.Item>
          <Form.Item label={t`关联字段`} tooltip={t`点击树节点时按此字段筛选列表`}>
            <Select aria-label={t`关联字段`} value={tree.field} options={fieldOptions} onChange={(field: string) => setTree({ field })} />
          </Form.Item>
        </>
      ) : null}
      {list.groupBy ? (
        <Form.Item label={t`分组字段`} tooltip={t`分组表格的展示尚未实现，列表暂按普通表格显示`}>
          <Select aria-label={t`分组字段`} value={list.groupBy.prop} options={fieldOptions} onChange={(prop: string) => run(setLayout({ kind: 'group', prop }))} />
        </Form.Item>
      ) : null}
    </Form>
  );
}
