import { useMemo } from 'react';
import { Col, Row } from 'antd';
import type { FieldSchema } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { widgetFor } from '../../../widgets/registry';
import { compileCondition, evaluateOver } from '../form/conditions';
import { GUTTER, renderFieldTree, type TreeRenderers } from '../form/GridTree';
import { Unsupported } from '../form/Unsupported';

const itemStyle = {
  display: 'flex',
  alignItems: 'baseline',
  padding: '8px 0',
  borderBottom: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))',
  minHeight: 40,
  boxSizing: 'border-box',
} as const;
const labelStyle = { flex: '0 0 120px', paddingRight: 12, color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))', textAlign: 'right' } as const;
const valueStyle = { flex: 1, minWidth: 0, wordBreak: 'break-word' } as const;

/** One read-only field: its label and its widget's Display. */
function DetailItem({ node, value, lang }: { node: FieldSchema; value: unknown; lang: Lang }) {
  const widget = widgetFor(node.jnpfKey);
  return (
    <Col span={node.span ?? 24} data-field={node.vModel}>
      <div className="schema-detail-item" style={itemStyle}>
        <div className="schema-detail-label" style={labelStyle}>
          {pickText(node.label, lang)}
        </div>
        <div className="schema-detail-value" style={valueStyle}>
          {widget ? <widget.Display value={value} field={node} /> : <Unsupported jnpfKey={node.jnpfKey} />}
        </div>
      </div>
    </Col>
  );
}

/** groupTitle / divider / text: section headings between the items. */
function Decoration({ node }: { node: FieldSchema }) {
  const widget = widgetFor(node.jnpfKey);
  return (
    <Col span={node.span ?? 24}>
      {widget ? <widget.Display value={undefined} field={node} /> : <Unsupported jnpfKey={node.jnpfKey} />}
    </Col>
  );
}

/**
 * The fields of a detail schema, read-only, on the 24-column grid; cards, tabs and collapses of the
 * tree become sections. `visibleOn` is decided once against the record and the route.
 */
export function DetailFields({ fields, record, route, lang }: { fields: FieldSchema[]; record: Record<string, unknown>; route: Record<string, string>; lang: Lang }) {
  const renderers = useMemo<TreeRenderers>(
    () => ({
      lang,
      field: (node) => <DetailItem node={node} value={record[node.vModel as string]} lang={lang} />,
      decoration: (node) => <Decoration node={node} />,
      visible: (node, element) => {
        const expression = compileCondition(node.visibleOn, `detail entry ${node.vModel ?? node.jnpfKey}`);
        return !expression || evaluateOver(expression, record, { route, row: record }, true) ? element : null;
      },
    }),
    [lang, record, route],
  );
  return <Row gutter={GUTTER}>{renderFieldTree(fields, renderers)}</Row>;
}
