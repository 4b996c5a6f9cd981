import { useState } from 'react';
import { Card, Select } from 'antd';
import { pickText } from '../../schemas/text';
import type { FieldSchema } from '../../schemas/types';
import { WIDGET_KEYS, widgetFor, type WidgetDefinition } from '../../widgets';
import { SHOP_TYPES, StoryProviders } from '../kit';
import { PropertyPanel, type WidgetPropsValue } from './PropertyPanel';

/** The edited widget itself, with the panel's props, holding its own value like a form would. */
function LivePreview({ widget, props }: { widget: WidgetDefinition; props: WidgetPropsValue }) {
  const [value, setValue] = useState<unknown>(undefined);
  const field: FieldSchema = {
    jnpfKey: widget.key,
    vModel: 'preview',
    label: widget.label,
    props,
    // Option widgets get sample options so the preview has something to choose.
    options: widget.hasOptions ? SHOP_TYPES : undefined,
  };
  const { Component, Display } = widget;
  return (
    <StoryProviders>
      <div data-testid="live-preview">
        <Component id="preview" value={value} onChange={setValue} field={field} />
        <div style={{ marginTop: 16, color: '#888' }}>
          <Display value={value} field={field} />
        </div>
      </div>
    </StoryProviders>
  );
}

/** One widget's panel and preview; remounted (props back to the defaults) when another widget is picked. */
function WidgetBench({ widget }: { widget: WidgetDefinition }) {
  const [props, setProps] = useState<WidgetPropsValue>(() => ({ ...widget.defaults }));
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card size="small" title="属性" style={{ width: 360, flex: 'none' }}>
        <PropertyPanel widget={widget} value={props} onChange={setProps} />
      </Card>
      <Card size="small" title="预览" style={{ flex: 1, minWidth: 280 }}>
        <LivePreview widget={widget} props={props} />
        <pre data-testid="edited-props" style={{ fontSize: 12, color: '#888', whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(props, null, 2)}
        </pre>
      </Card>
    </div>
  );
}

/** The designer's right-hand panel in isolation: pick a registered widget, edit its props, see it live. */
export function PropertyWorkbench({ initialKey = 'comInput' }: { initialKey?: string }) {
  const [key, setKey] = useState(initialKey);
  const widget = widgetFor(key);
  const choices = WIDGET_KEYS().map((k) => ({ value: k, label: `${pickText(widgetFor(k)!.label, 'zh')} (${k})` }));
  return (
    <div style={{ padding: 16 }}>
      <Select aria-label="控件" showSearch value={key} options={choices} onChange={setKey} style={{ width: 280, marginBottom: 16 }} />
      {widget ? <WidgetBench key={key} widget={widget} /> : <div role="alert">unknown widget {key}</div>}
    </div>
  );
}
