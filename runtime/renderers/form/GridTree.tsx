import { Fragment, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Card, Col, Collapse, Row, Tabs } from 'antd';
import type { FieldSchema } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { containsField, isContainer, isDecoration } from './fieldTree';
import { useOnReveal } from './reveal';

/**
 * The layout of a field tree on a 24-column grid, shared by the form and the detail renderers:
 * row (Row), card (Card titled by its label), tab/tabItem (Tabs), collapse/collapseItem (Collapse).
 * What a value field or a decoration looks like, and how `visibleOn` is decided, is the caller's.
 */
export interface TreeRenderers {
  lang: Lang;
  /** A value field, as a grid column. */
  field(node: FieldSchema): ReactNode;
  /** groupTitle / divider / text, as a grid column. */
  decoration(node: FieldSchema): ReactNode;
  /** Wraps an entry that has `visibleOn`. */
  visible(node: FieldSchema, element: ReactNode): ReactNode;
}

export const GUTTER = 16;

function nodeKey(node: FieldSchema, index: number): string {
  return node.formId ?? node.vModel ?? `${node.jnpfKey}-${index}`;
}

function Panes({ node, renderers, kind }: { node: FieldSchema; renderers: TreeRenderers; kind: 'tab' | 'collapse' }) {
  const panes = node.children ?? [];
  const accordion = node.props?.accordion === true;
  const [activeTab, setActiveTab] = useState('0');
  // Every panel open unless the designer asked for an accordion (then the first one).
  const [openPanels, setOpenPanels] = useState<string[]>(() => (accordion ? ['0'] : panes.map((_, i) => String(i))));

  useOnReveal((vModel) => {
    const index = panes.findIndex((pane) => containsField(pane, vModel));
    if (index < 0) return;
    const key = String(index);
    // Synchronously, so the caller can scroll to and focus the field right after.
    flushSync(() => {
      if (kind === 'tab') setActiveTab(key);
      else setOpenPanels((open) => (open.includes(key) ? open : accordion ? [key] : [...open, key]));
    });
  });

  const items = panes.map((pane, index) => ({
    key: String(index),
    label: pickText(pane.label, renderers.lang),
    forceRender: true,
    children: <Row gutter={GUTTER}>{renderFieldTree(pane.children ?? [], renderers)}</Row>,
  }));
  return (
    <Col span={node.span ?? 24}>
      {kind === 'tab' ? (
        <Tabs activeKey={activeTab} onChange={setActiveTab} items={items} />
      ) : (
        <Collapse
          activeKey={openPanels}
          onChange={(keys) => setOpenPanels(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
          accordion={accordion}
          items={items}
          style={{ marginBottom: 16 }}
        />
      )}
    </Col>
  );
}

function renderContainer(node: FieldSchema, renderers: TreeRenderers): ReactNode {
  const children = node.children ?? [];
  switch (node.jnpfKey) {
    case 'tab':
      return <Panes node={node} renderers={renderers} kind="tab" />;
    case 'collapse':
      return <Panes node={node} renderers={renderers} kind="collapse" />;
    case 'card':
      return (
        <Col span={node.span ?? 24}>
          <Card size="small" title={pickText(node.label, renderers.lang) || undefined} style={{ marginBottom: 16 }}>
            <Row gutter={GUTTER}>{renderFieldTree(children, renderers)}</Row>
          </Card>
        </Col>
      );
    default:
      // row, and a tabItem/collapseItem found outside its parent: a plain row of columns.
      return (
        <Col span={node.span ?? 24}>
          <Row gutter={GUTTER}>{renderFieldTree(children, renderers)}</Row>
        </Col>
      );
  }
}

function renderNode(node: FieldSchema, renderers: TreeRenderers): ReactNode {
  if (isContainer(node)) return renderContainer(node, renderers);
  if (isDecoration(node) || !node.vModel) return renderers.decoration(node);
  return renderers.field(node);
}

/** The columns of `nodes` (to be placed in a Row). */
export function renderFieldTree(nodes: readonly FieldSchema[], renderers: TreeRenderers): ReactNode[] {
  return nodes.map((node, index) => {
    const element = renderNode(node, renderers);
    return <Fragment key={nodeKey(node, index)}>{node.visibleOn ? renderers.visible(node, element) : element}</Fragment>;
  });
}
