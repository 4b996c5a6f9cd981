import { memo, useState } from 'react';
import { Button, Input, Radio, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { FieldSchema, OptionsSource, StaticOption } from '../../../schemas/types';
import { DicSelect } from '../../../widgets/dicSelect/Component';
import { LocalTextInput } from './LocalTextInput';
import type { FieldEdit } from './useFieldEdit';

type Kind = 'static' | 'dictionary' | 'dataInterface' | 'api';

function kindOf(options: OptionsSource | undefined): Kind {
  if (options === undefined || Array.isArray(options)) return 'static';
  if ('dictionary' in options) return 'dictionary';
  if ('dataInterface' in options) return 'dataInterface';
  return 'api';
}

/** A typed value keeps the option's type: numbers stay numbers when the text is one. */
function valueFrom(text: string, before: StaticOption['value']): StaticOption['value'] {
  if (typeof before === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (typeof before === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const DICTIONARY_FIELD: FieldSchema = { jnpfKey: 'dicSelect', vModel: 'dictionary' };

/**
 * Where an option widget gets its options: a static list (label in three languages, value), a
 * dictionary type (picked from the dictionary admin's types) or a data interface. Switching the kind
 * writes nothing until the new source is complete (the language refuses an empty dictionary).
 */
export const OptionsEditor = memo(function OptionsEditor({ options, edit }: { options: OptionsSource | undefined; edit: FieldEdit }) {
  const { t } = useLingui();
  const committed = kindOf(options);
  // The kind picked for this field only (`edit` is one object per field): the editor stays mounted from one
  // field to the next (remounting its antd parts on every select was most of selecting an option field).
  const [picked, setPicked] = useState<{ edit: FieldEdit; kind: Kind } | null>(null);
  const kind = picked?.edit === edit ? picked.kind : committed;
  const list = Array.isArray(options) ? options : [];
  const writeList = (next: StaticOption[]) => edit.set(['options'], next);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      <Radio.Group
        size="small"
        optionType="button"
        value={kind}
        onChange={(event) => {
          const next = event.target.value as Kind;
          setPicked({ edit, kind: next });
          if (next === 'static' && committed !== 'static') writeList([]);
        }}
        options={[
          { value: 'static', label: t`静态数据` },
          { value: 'dictionary', label: t`数据字典` },
          { value: 'dataInterface', label: t`数据接口` },
          ...(committed === 'api' ? [{ value: 'api', label: 'API' }] : []),
        ]}
      />
      {kind === 'static' ? (
        <>
          {list.map((option, i) => (
            <div key={i} style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }} data-option-row={i}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <LocalTextInput
                  name={t`选项${i + 1}`}
                  value={option.label}
                  onChange={(label) => writeList(list.map((o, j) => (j === i ? { ...o, label: label ?? '' } : o)))}
                  onBlur={edit.seal}
                />
                <Input
                  size="small"
                  aria-label={t`选项${i + 1}的值`}
                  placeholder={t`值`}
                  value={String(option.value)}
                  onChange={(event) => writeList(list.map((o, j) => (j === i ? { ...o, value: valueFrom(event.target.value, o.value) } : o)))}
                  onBlur={edit.seal}
                />
              </div>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t`删除选项`} onClick={() => writeList(list.filter((_, j) => j !== i))} />
            </div>
          ))}
          <Button
            size="small"
            block
            icon={<PlusOutlined />}
            onClick={() => {
              const n = list.length + 1;
              writeList([...list, { label: { zh: `选项${n}`, zhtw: `選項${n}`, en: `Option ${n}` }, value: String(n) }]);
            }}
          >
            {t`添加选项`}
          </Button>
        </>
      ) : null}
      {kind === 'dictionary' ? (
        <DicSelect
          field={DICTIONARY_FIELD}
          value={options && !Array.isArray(options) && 'dictionary' in options ? options.dictionary : null}
          onChange={(id) => {
            if (id) edit.set(['options'], { dictionary: id });
          }}
        />
      ) : null}
      {kind === 'dataInterface' ? (
        <Input
          size="small"
          aria-label={t`数据接口`}
          placeholder={t`数据接口编号`}
          value={options && !Array.isArray(options) && 'dataInterface' in options ? options.dataInterface : ''}
          onChange={(event) => {
            if (event.target.value.trim()) edit.set(['options'], { dataInterface: event.target.value.trim() });
          }}
          onBlur={edit.seal}
        />
      ) : null}
      {kind === 'api' ? <Typography.Text type="secondary">{t`选项由接口调用提供，请在 JSON 视图中修改`}</Typography.Text> : null}
    </Space>
  );
});
