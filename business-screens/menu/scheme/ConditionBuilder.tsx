import { useMemo } from 'react';
import { AutoComplete, Button, Card, Empty, Radio, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { pickText, type Lang } from '../../../schemas/text';
import { isComplete, newCondition, newGroup, withField, type DraftCondition, type DraftGroup, type Logic, type RuleField } from './conditions';
import { OP_LABELS, PLACEHOLDER_LABELS } from './labels';

export interface ConditionBuilderProps {
  fields: readonly RuleField[];
  groups: readonly DraftGroup[];
  onChange(groups: DraftGroup[]): void;
  lang: Lang;
  /** Marks the parts of incomplete conditions (after a refused save). */
  showErrors: boolean;
}

interface RowProps {
  condition: DraftCondition;
  fields: readonly RuleField[];
  lang: Lang;
  showErrors: boolean;
  onChange(condition: DraftCondition): void;
  onRemove(): void;
}

/** One condition: field, comparison (the field's), value (typed, or a placeholder of the field). */
function ConditionRow({ condition, fields, lang, showErrors, onChange, onRemove }: RowProps) {
  const { t, i18n } = useLingui();
  const field = fields.find((f) => f.field === condition.field);
  const fieldOptions = useMemo(() => fields.map((f) => ({ value: f.field, label: pickText(f.label, lang) })), [fields, lang]);
  const opOptions = (field?.ops ?? []).map((op) => ({ value: op, label: OP_LABELS[op] ? i18n._(OP_LABELS[op]) : op }));
  const valueOptions = (field?.placeholders ?? []).map((p) => ({
    value: p,
    label: PLACEHOLDER_LABELS[p] ? `${i18n._(PLACEHOLDER_LABELS[p])} (${p})` : p,
  }));
  const mark = (empty: boolean) => (showErrors && empty ? 'error' : undefined);

  return (
    <Space className="menu-scheme-condition" align="start" wrap>
      <Select
        aria-label={t`字段`}
        style={{ width: 180 }}
        placeholder={t`请选择字段`}
        value={condition.field || undefined}
        options={fieldOptions}
        status={mark(condition.field === '')}
        onChange={(name: string) => onChange(withField(condition, fields.find((f) => f.field === name), name))}
      />
      <Select
        aria-label={t`条件`}
        style={{ width: 130 }}
        placeholder={t`请选择条件`}
        value={condition.op || undefined}
        options={opOptions}
        status={mark(condition.op === '')}
        onChange={(op: string) => onChange({ ...condition, op })}
      />
      <AutoComplete
        aria-label={t`数据值`}
        style={{ width: 220 }}
        placeholder={t`请输入或选择值`}
        value={condition.value}
        options={valueOptions}
        status={mark(condition.value.trim() === '')}
        onChange={(value: string) => onChange({ ...condition, value: value ?? '' })}
      />
      <Button aria-label={t`删除条件`} icon={<DeleteOutlined />} type="text" danger onClick={onRemove} />
    </Space>
  );
}

interface GroupProps {
  group: DraftGroup;
  /** 1-based, as shown. */
  number: number;
  fields: readonly RuleField[];
  lang: Lang;
  showErrors: boolean;
  onChange(group: DraftGroup): void;
  onRemove(): void;
}

/** One group: its logic (且/或) and its conditions. */
function GroupCard({ group, number, fields, lang, showErrors, onChange, onRemove }: GroupProps) {
  const { t } = useLingui();
  const setConditions = (conditions: DraftCondition[]) => onChange({ ...group, conditions });
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      role="group"
      aria-label={t`条件组 ${number}`}
      title={(
        <Space>
          <span>{t`条件组 ${number}`}</span>
          <Radio.Group
            size="small"
            optionType="button"
            value={group.logic}
            onChange={(event) => onChange({ ...group, logic: event.target.value as Logic })}
            options={[{ value: 'and', label: t`且` }, { value: 'or', label: t`或` }]}
          />
        </Space>
      )}
      extra={<Button size="small" type="link" danger onClick={onRemove}>{t`删除条件组`}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {group.conditions.map((condition, c) => (
          <ConditionRow
            key={condition.key}
            condition={condition}
            fields={fields}
            lang={lang}
            showErrors={showErrors && !isComplete(condition)}
            onChange={(next) => setConditions(group.conditions.map((x, i) => (i === c ? next : x)))}
            onRemove={() => setConditions(group.conditions.filter((_, i) => i !== c))}
          />
        ))}
        <Button size="small" icon={<PlusOutlined />} disabled={fields.length === 0} onClick={() => setConditions([...group.conditions, newCondition()])}>
          {t`添加条件`}
        </Button>
      </Space>
    </Card>
  );
}

/**
 * The condition groups of a data-rule scheme: per group its logic (且/或) and conditions; groups and
 * conditions can be added and removed. Groups AND together.
 */
export function ConditionBuilder({ fields, groups, onChange, lang, showErrors }: ConditionBuilderProps) {
  const { t } = useLingui();
  return (
    <div className="menu-scheme-groups">
      {groups.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无条件`} /> : null}
      {groups.map((group, index) => (
        <GroupCard
          key={group.key}
          group={group}
          number={index + 1}
          fields={fields}
          lang={lang}
          showErrors={showErrors}
          onChange={(next) => onChange(groups.map((g, i) => (i === index ? next : g)))}
          onRemove={() => onChange(groups.filter((_, i) => i !== index))}
        />
      ))}
      <Space>
        <Button icon={<PlusOutlined />} disabled={fields.length === 0} onClick={() => onChange([...groups, newGroup()])}>{t`添加条件组`}</Button>
        <Typography.Text type="secondary">{t`条件组之间为“且”关系`}</Typography.Text>
      </Space>
    </div>
  );
}
