import { memo, useMemo, useState, type ReactNode } from 'react';
import { Form, InputNumber, Switch, Tabs, type InputNumberProps } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { DesignDocument, DesignEditor } from '../../core';
import type { FieldSchema } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';
import { widgetFor } from '../../../widgets/registry';
import { ConditionInput } from './ConditionInput';
import { DefaultValueInput, takesDefault } from './DefaultValueInput';
import { FormulaPad } from './FormulaPad';
import { KeyInput } from './KeyInput';
import { LocalTextInput } from './LocalTextInput';
import { OptionsEditor } from './OptionsEditor';
import { PanelItem, PanelNote } from './PanelItem';
import { RulesEditor } from './RulesEditor';
import { takesRules } from './rules';
import { conditionNames, enclosingTable, namesFor } from './scope';
import { useFieldEdit } from './useFieldEdit';
import { useSameValue } from '../useSameValue';
import { WidgetPropsForms, hasOwnProps } from './WidgetPropsForm';

/** Entries whose label the form shows (panes and cards have a title; rows and dividers none). */
const LABELLED_LAYOUT = new Set(['card', 'tabItem', 'collapseItem']);

/** antd's number box, memoised: an edit of another property of the field (a label typed, an undo) leaves it alone. */
const PanelNumber = memo(function PanelNumber(props: InputNumberProps<number>) {
  return <InputNumber<number> {...props} />;
});

const Item = ({ label, children }: { label: string; children: ReactNode }) => <PanelItem label={label}>{children}</PanelItem>;

export interface FieldPanelProps {
  editor: DesignEditor;
  doc: DesignDocument;
  field: FieldSchema;
}

/**
 * The selected entry's settings in three tabs: 属性 (texts, key, layout, default, options, formula,
 * the widget's own props), 校验 (required, rules) and 高级 (conditions, read-only). Every change is one
 * step through the editor; boxes seal the typing burst on blur. Selecting another field re-renders
 * this panel rather than mounting a new one (rjsf stays mounted per widget key, the last kinds' forms
 * hidden: selection must paint fast); the parts holding drafts are keyed by the field (or keep their state
 * per field), so nothing typed leaks to another field.
 */
export const FieldPanel = memo(function FieldPanel({ editor, doc, field }: FieldPanelProps) {
  const { t } = useLingui();
  const id = field.formId as string;
  const edit = useFieldEdit(editor, id);
  const [tabKey, setTabKey] = useState('general');
  const widget = widgetFor(field.jnpfKey);
  // Scope lookups depend on the tree only, so typing in a box of this field reuses them.
  const inTable = useMemo(() => enclosingTable(doc, id) !== undefined, [doc.form.fields, id]);
  const names = useMemo(() => conditionNames(doc, id), [doc.form.fields, id]);
  const formulaNames = useSameValue(useMemo(() => namesFor(doc, id).filter((entry) => entry.name !== field.vModel), [doc.form.fields, id, field.vModel]));
  const hasValue = field.vModel !== undefined;
  const showLabel = hasValue || field.label !== undefined || LABELLED_LAYOUT.has(field.jnpfKey);
  // One setter per text for the field's life, so a text box whose value stays (the tip, a default placeholder) stays still.
  const setText = useMemo(() => ({
    label: (next: LocalText | undefined) => edit.set(['label'], next),
    tip: (next: LocalText | undefined) => edit.set(['tip'], next),
    placeholder: (next: LocalText | undefined) => edit.set(['props', 'placeholder'], next),
  }), [edit]);
  const setNumber = useMemo(() => ({
    columnWidth: (value: number | null) => edit.set(['columnWidth'], value ?? undefined),
    span: (value: number | null) => edit.set(['span'], value === null || value === 24 ? undefined : value),
  }), [edit]);
  const text = (property: 'label' | 'tip', value: LocalText | undefined, caption: string) => (
    <Item label={caption}>
      <LocalTextInput name={caption} value={value} onChange={setText[property]} onBlur={edit.seal} />
    </Item>
  );

  const general = (
    <Form layout="vertical" size="small" component="div">
      {showLabel ? text('label', field.label, t`标题`) : null}
      {hasValue ? (
        <Item label={t`字段名`}>
          <KeyInput key={id} editor={editor} id={id} value={field.vModel as string} />
        </Item>
      ) : null}
      {widget && 'placeholder' in widget.propsSchema.properties ? (
        <Item label={t`占位提示`}>
          <LocalTextInput
            name={t`占位提示`}
            value={(field.props?.placeholder ?? widget.defaults.placeholder) as LocalText | undefined}
            onChange={setText.placeholder}
            onBlur={edit.seal}
          />
        </Item>
      ) : null}
      {inTable ? (
        <Item label={t`列宽`}>
          <PanelNumber aria-label={t`列宽`} min={1} value={field.columnWidth ?? null} onChange={setNumber.columnWidth} onBlur={edit.seal} />
        </Item>
      ) : field.jnpfKey !== 'tabItem' && field.jnpfKey !== 'collapseItem' ? (
        <Item label={t`栅格宽度`}>
          <PanelNumber aria-label={t`栅格宽度`} min={1} max={24} precision={0} value={field.span ?? 24} onChange={setNumber.span} onBlur={edit.seal} />
        </Item>
      ) : null}
      {hasValue && takesDefault(widget) ? (
        <Item label={t`默认值`}>
          {/* Keyed by kind, not by field: the box is controlled, and remounting it on every select was costly. */}
          <DefaultValueInput key={widget.key} widget={widget} field={field} edit={edit} />
        </Item>
      ) : null}
      {hasValue ? text('tip', field.tip, t`提示`) : null}
      {widget?.hasOptions ? (
        <Item label={t`选项`}>
          <OptionsEditor options={field.options} edit={edit} />
        </Item>
      ) : null}
      {field.jnpfKey === 'calculate' ? (
        <Item label={t`计算公式`}>
          <FormulaPad
            value={typeof field.props?.expression === 'string' ? field.props.expression : ''}
            onChange={(next) => edit.set(['props', 'expression'], next)}
            onBlur={edit.seal}
            names={formulaNames}
          />
        </Item>
      ) : null}
      {widget && hasOwnProps(widget) ? (
        // Plain markup styled as antd's plain divider with a title: antd's Divider re-rendered on every change of the field.
        <div className="designer-panel-divider" role="separator">
          {t`组件属性`}
        </div>
      ) : null}
      {widget ? <WidgetPropsForms widget={widget} props={field.props} edit={edit} /> : null}
    </Form>
  );

  const validation = (
    <Form layout="vertical" size="small" component="div">
      <Item label={t`必填`}>
        <Switch aria-label={t`必填`} checked={field.required === true} onChange={(on) => edit.set(['required'], on || undefined)} />
      </Item>
      <Item label={t`必填条件`}>
        <ConditionInput key={id} edit={edit} property="requiredOn" value={field.requiredOn} names={names} label={t`必填条件`} />
      </Item>
      {takesRules(widget) ? (
        <Item label={t`校验规则`}>
          <RulesEditor key={id} widget={widget} rules={field.rules} edit={edit} />
        </Item>
      ) : (
        <PanelNote>{t`该组件没有可用的校验规则`}</PanelNote>
      )}
    </Form>
  );

  const advanced = (
    <Form layout="vertical" size="small" component="div">
      <Item label={t`显示条件`}>
        <ConditionInput key={id} edit={edit} property="visibleOn" value={field.visibleOn} names={names} label={t`显示条件`} />
      </Item>
      {hasValue ? (
        <>
          <Item label={t`禁用条件`}>
            <ConditionInput key={id} edit={edit} property="disabledOn" value={field.disabledOn} names={names} label={t`禁用条件`} />
          </Item>
          <Item label={t`只读`}>
            <Switch aria-label={t`只读`} checked={field.readonly === true} onChange={(on) => edit.set(['readonly'], on || undefined)} />
          </Item>
        </>
      ) : null}
      <PanelNote>
        {t`条件是对其他字段的表达式，例如 status == 1 and amount > 100`}
      </PanelNote>
    </Form>
  );

  const tabs = [
    { key: 'general', label: t`属性`, children: general },
    ...(hasValue ? [{ key: 'validation', label: t`校验`, children: validation }] : []),
    { key: 'advanced', label: t`高级`, children: advanced },
  ];
  // The tab stays as the user left it when another field is selected (when that field has it).
  const active = tabs.some((tab) => tab.key === tabKey) ? tabKey : 'general';
  return (
    <div className="designer-property-panel" data-testid="property-panel" data-field={id}>
      <Tabs size="small" items={tabs} activeKey={active} onChange={setTabKey} />
    </div>
  );
});
