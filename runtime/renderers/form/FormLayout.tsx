import { useMemo, type ReactNode } from 'react';
import type { Form as FormilyForm } from '@formily/core';
import { FormProvider, observer, useForm } from '@formily/react';
import { Col, Form, Row } from 'antd';
import type { FieldSchema, FormSchema } from '../../../schemas';
import { widgetFor } from '../../../widgets/registry';
import { useLang } from '../SchemaServices';
import { compileCondition, evaluateOver } from './conditions';
import { FieldItem } from './FieldItem';
import { GUTTER, renderFieldTree, type TreeRenderers } from './GridTree';
import { isContainer, isDecoration } from './fieldTree';
import { LayoutContext, useLayout, type LayoutState } from './layoutContext';
import { RevealContext, type Revealer } from './reveal';
import { Unsupported } from './Unsupported';
import { FormScopeContext } from '../../../widgets/form-scope';
import { createFormilyScope } from './formScope';

export interface FormLayoutProps {
  schema: FormSchema;
  form: FormilyForm;
  idPrefix: string;
  context?: Record<string, unknown>;
  /** Opens the tab or panel of a field (SchemaForm uses it to show the first error). */
  revealer?: Revealer;
}

/** groupTitle, divider and text: their widget's Display (they hold no value). */
function Decoration({ node }: { node: FieldSchema }) {
  const widget = widgetFor(node.jnpfKey);
  return (
    <Col span={node.span ?? 24}>
      {widget ? <widget.Display value={undefined} field={node} /> : <Unsupported jnpfKey={node.jnpfKey} />}
    </Col>
  );
}

/** A container or decoration with `visibleOn`: re-evaluated when (only) the fields it reads change. */
const VisibleWhen = observer(function VisibleWhen({ node, children }: { node: FieldSchema; children: ReactNode }) {
  const form = useForm();
  const { context } = useLayout();
  const expression = useMemo(() => compileCondition(node.visibleOn, `form entry ${node.jnpfKey}`), [node.visibleOn]);
  if (expression && !evaluateOver(expression, form.values, context, true)) return null;
  return <>{children}</>;
});

const EMPTY_CONTEXT: Record<string, unknown> = {};

/** The field tree of a form schema on the 24-column grid, labels sized and placed as the schema says. */
export function FormLayout({ schema, form, idPrefix, context = EMPTY_CONTEXT, revealer }: FormLayoutProps) {
  const lang = useLang();
  const layout = useMemo<LayoutState>(() => ({ idPrefix, lang, context }), [idPrefix, lang, context]);
  const renderers = useMemo<TreeRenderers>(
    () => ({
      lang,
      field: (node) => <FieldItem schema={node} />,
      decoration: (node) => <Decoration node={node} />,
      // Value fields hide themselves through their formily reaction (which also stops validation).
      visible: (node, element) =>
        isContainer(node) || isDecoration(node) || !node.vModel ? <VisibleWhen node={node}>{element}</VisibleWhen> : element,
    }),
    [lang],
  );
  const tree = useMemo(() => renderFieldTree(schema.fields, renderers), [schema.fields, renderers]);

  const labelPosition = schema.labelPosition ?? 'right';
  const labelWidth = schema.labelWidth ?? 100;
  const horizontal = labelPosition !== 'top';
  const scope = useMemo(() => createFormilyScope(form), [form]);

  return (
    <FormProvider form={form}>
      <FormScopeContext.Provider value={scope}>
        <LayoutContext.Provider value={layout}>
          <RevealContext.Provider value={revealer ?? null}>
            <Form
              component={false}
              layout={horizontal ? 'horizontal' : 'vertical'}
              labelAlign={labelPosition === 'left' ? 'left' : 'right'}
              labelCol={horizontal ? { flex: `${labelWidth}px` } : undefined}
              wrapperCol={horizontal ? { flex: 1 } : undefined}
              labelWrap
              colon={false}
            >
              <Row gutter={GUTTER}>{tree}</Row>
            </Form>
          </RevealContext.Provider>
        </LayoutContext.Provider>
      </FormScopeContext.Provider>
    </FormProvider>
  );
}
