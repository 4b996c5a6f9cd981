import { memo } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { RULES, type RuleName } from '../../../schemas/validation';
import { pickText } from '../../../schemas/text';
import type { RuleRef } from '../../../schemas/types';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import type { WidgetDefinition } from '../../../widgets/types';
import { LocalTextInput } from './LocalTextInput';
import { patternError, ruleNameOf, rulesFor } from './rules';
import type { FieldEdit } from './useFieldEdit';
import { useDraft } from './useDraft';

/** A new pattern rule starts as one that accepts anything, so it validates until the user types the real one. */
const NEW_PATTERN: RuleRef = { pattern: '^.*$', message: { zh: '格式不正确', zhtw: '格式不正確', en: 'Invalid format' } };

type PatternRule = Extract<RuleRef, { pattern: string }>;

/** A pattern typed until it compiles (a broken RegExp would throw in every form): the error is shown, the last good one kept. */
function PatternRow({ rule, onChange, onBlur }: { rule: PatternRule; onChange: (rule: PatternRule) => void; onBlur: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useDraft(rule.pattern);
  const error = patternError(draft);
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Input
        size="small"
        aria-label={t`正则表达式`}
        style={{ fontFamily: 'monospace' }}
        value={draft}
        status={error === null ? undefined : 'error'}
        onChange={(event) => {
          setDraft(event.target.value);
          if (patternError(event.target.value) === null) onChange({ ...rule, pattern: event.target.value });
        }}
        onBlur={onBlur}
      />
      {error !== null ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error === '' ? t`正则表达式不能为空` : t`正则表达式有误：${error}`}
        </Typography.Text>
      ) : null}
      <LocalTextInput
        name={t`错误提示`}
        value={rule.message}
        onChange={(message) => onChange({ ...rule, message: message ?? '' })}
        onBlur={onBlur}
      />
    </Space>
  );
}

export interface RulesEditorProps {
  widget: WidgetDefinition | undefined;
  rules: RuleRef[] | undefined;
  edit: FieldEdit;
}

/** The field's rules: catalogue rules that fit the widget's value type, and patterns with their own message. */
export const RulesEditor = memo(function RulesEditor({ widget, rules = [], edit }: RulesEditorProps) {
  const { t } = useLingui();
  const lang = useLang();
  const names = rulesFor(widget);
  const used = new Set(rules.map(ruleNameOf));
  const write = (next: RuleRef[]) => edit.set(['rules'], next.length > 0 ? next : undefined);
  const describe = (name: RuleName) => pickText(RULES[name].message, lang);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      {rules.map((rule, i) => {
        const name = ruleNameOf(rule);
        return (
          <div key={i} style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
            <div style={{ flex: 1, minWidth: 0 }}>
            {name !== undefined ? (
              <Typography.Text>
                <code>{name}</code> {describe(name)}
              </Typography.Text>
            ) : (
              <PatternRow rule={rule as PatternRule} onChange={(next) => write(rules.map((r, j) => (j === i ? next : r)))} onBlur={edit.seal} />
            )}
            </div>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t`删除规则`} onClick={() => write(rules.filter((_, j) => j !== i))} />
          </div>
        );
      })}
      <Select<RuleName>
        size="small"
        style={{ width: '100%' }}
        aria-label={t`添加规则`}
        placeholder={t`添加规则`}
        value={null}
        showSearch={{ optionFilterProp: 'label' }}
        options={names.filter((name) => !used.has(name)).map((name) => ({ value: name, label: `${name} · ${describe(name)}` }))}
        onChange={(name) => write([...rules, name])}
      />
      <Button size="small" block onClick={() => write([...rules, NEW_PATTERN])}>
        {t`添加正则校验`}
      </Button>
    </Space>
  );
});
