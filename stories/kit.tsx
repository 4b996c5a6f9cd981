import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { ConfigProvider } from 'antd';
import type { FieldSchema, StaticOption } from '../schemas/types';
import { WidgetServicesContext, widgetFor, type WidgetServices } from '../widgets';
import { FormScopeContext, createMemoryScope, type FormScope } from '../widgets/form-scope';
import { createFakeServices } from '../widgets/testing/fake-services';

/**
 * The pieces every widget story uses: fake services, a form scope, a controlled host, and the five
 * states the issue asks for (empty, filled, disabled, invalid, Display).
 */

export interface WidgetStoryArgs {
  jnpfKey: string;
  field?: Partial<FieldSchema>;
  value?: unknown;
  disabled?: boolean;
  invalid?: boolean;
  /** Renders the read-only Display instead of the editing component. */
  display?: boolean;
  /** Other values of the form (calculated fields, attributes, QR codes read them). */
  scopeValues?: Record<string, unknown>;
  /** Records relation fields of the form loaded, by their vModel (attribute fields show them). */
  related?: Record<string, Record<string, unknown>>;
  services?: Partial<WidgetServices>;
}

export function StoryProviders({ services, scope, children }: { services?: Partial<WidgetServices>; scope?: FormScope; children: ReactNode }) {
  const [all] = useState(() => createFakeServices(services));
  const [formScope] = useState(() => scope ?? createMemoryScope());
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <WidgetServicesContext.Provider value={all}>
        <FormScopeContext.Provider value={formScope}>{children}</FormScopeContext.Provider>
      </WidgetServicesContext.Provider>
    </ConfigProvider>
  );
}

/** A widget (or its Display) with its value held in state, as the form runtime would. */
export function WidgetStory({ jnpfKey, field, value, disabled, invalid, display, scopeValues, related, services }: WidgetStoryArgs) {
  const widget = widgetFor(jnpfKey);
  const [current, setCurrent] = useState<unknown>(value);
  const [scope] = useState(() => {
    const memory = createMemoryScope(scopeValues);
    for (const [vModel, record] of Object.entries(related ?? {})) memory.setRelated(vModel, record);
    return memory;
  });
  if (!widget) return <div role="alert">unknown widget {jnpfKey}</div>;
  const full: FieldSchema = { jnpfKey, vModel: 'field', label: widget.label, ...field };
  const { Component, Display } = widget;
  return (
    <StoryProviders services={services} scope={scope}>
      <div style={{ maxWidth: 640, padding: 16 }} data-testid="widget-story">
        {display ? (
          <Display value={current} field={full} />
        ) : (
          <Component id="story-field" value={current} onChange={setCurrent} field={full} disabled={disabled} status={invalid ? 'error' : undefined} />
        )}
        <pre data-testid="story-value" style={{ marginTop: 12, fontSize: 12, color: '#888' }}>
          {JSON.stringify(current ?? null)}
        </pre>
      </div>
    </StoryProviders>
  );
}

export type WidgetStoryObj = StoryObj<typeof WidgetStory>;

/** Default export of a widget's story file. */
export function widgetMeta(jnpfKey: string, title = jnpfKey): Meta<typeof WidgetStory> {
  return { title: `Widgets/${title}`, component: WidgetStory, args: { jnpfKey } };
}

/**
 * The five states of a widget: `filled` is a typical stored value, `field` extra schema (props,
 * options) used by every state.
 */
export function widgetStates(filled: unknown, field: Partial<FieldSchema> = {}, extra: Partial<WidgetStoryArgs> = {}) {
  const base = { field, ...extra };
  return {
    Empty: { args: { ...base } } as WidgetStoryObj,
    Filled: { args: { ...base, value: filled } } as WidgetStoryObj,
    Disabled: { args: { ...base, value: filled, disabled: true } } as WidgetStoryObj,
    Invalid: { args: { ...base, invalid: true, field: { required: true, ...field } } } as WidgetStoryObj,
    Display: { args: { ...base, value: filled, display: true } } as WidgetStoryObj,
  };
}

/** Static options shared by the choice widgets' stories. */
export const SHOP_TYPES: StaticOption[] = [
  { label: { zh: '直营店', zhtw: '直營店', en: 'Company-owned' }, value: '1' },
  { label: { zh: '加盟店', zhtw: '加盟店', en: 'Franchised' }, value: '2' },
  { label: { zh: '联营店', zhtw: '聯營店', en: 'Joint venture' }, value: '3' },
];
