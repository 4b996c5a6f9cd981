import { useCallback, useState, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConfigProvider } from 'antd';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Lang } from '../../../schemas/text';
import type { ApiCall, FieldSchema } from '../../../schemas/types';
import { WidgetServicesContext, widgetFor, type WidgetServices } from '../../../widgets';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import { FAKE_AREAS, FAKE_DICTIONARIES, createFakeServices } from '../../../widgets/testing/fake-services';

/** Test data: the fake services' (two provinces, Guangdong with Shenzhen and Guangzhou; goldType). */
export const AREAS = FAKE_AREAS;
export const DICTIONARIES = FAKE_DICTIONARIES;

/** Widget services over the test data; every method is a spy. */
export function makeServices(overrides: Partial<WidgetServices> = {}) {
  const fake = createFakeServices();
  const spies = {
    ...fake,
    lang: 'zh' as Lang,
    dictionary: vi.fn(fake.dictionary),
    areaChildren: vi.fn(fake.areaChildren),
    areaNames: vi.fn(fake.areaNames),
    call: vi.fn(async (_api: ApiCall): Promise<unknown> => []),
    pickerTree: vi.fn(fake.pickerTree),
    pickerNames: vi.fn(fake.pickerNames),
    billNumber: vi.fn(fake.billNumber),
    upload: vi.fn(fake.upload),
    relationRows: vi.fn(fake.relationRows),
    relationRecord: vi.fn(fake.relationRecord),
    dataInterfaceRows: vi.fn(fake.dataInterfaceRows),
    dataInterfaceRecords: vi.fn(fake.dataInterfaceRecords),
    flowTasks: vi.fn(fake.flowTasks),
  };
  // Overridden methods are no spies; tests read `.mock` only on the others.
  return { ...spies, ...overrides } as typeof spies;
}

export function Providers({ services, children }: { services: WidgetServices; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider virtual={false} theme={{ token: { motion: false } }}>
        <WidgetServicesContext.Provider value={services}>{children}</WidgetServicesContext.Provider>
      </ConfigProvider>
    </I18nProvider>
  );
}

interface HostProps {
  jnpfKey: string;
  field: FieldSchema;
  initial: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
  disabled?: boolean;
}

function Host({ jnpfKey, field, initial, onChange, readOnly, disabled }: HostProps) {
  const { Component } = widgetFor(jnpfKey)!;
  const [value, setValue] = useState(initial);
  const handleChange = useCallback(
    (next: unknown) => {
      onChange(next);
      setValue(next);
    },
    [onChange],
  );
  return <Component id="w" value={value} onChange={handleChange} field={field} readOnly={readOnly} disabled={disabled} />;
}

interface Options {
  field?: Partial<FieldSchema>;
  value?: unknown;
  services?: WidgetServices;
  readOnly?: boolean;
  disabled?: boolean;
}

/** Renders a widget's editing component, controlled like the form runtime does; onChange is a spy. */
export function renderWidget(jnpfKey: string, { field, value, services = makeServices(), readOnly, disabled }: Options = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const fullField: FieldSchema = { jnpfKey, vModel: 'f', label: '字段', ...field };
  const view = render(
    <Providers services={services}>
      <Host jnpfKey={jnpfKey} field={fullField} initial={value} onChange={onChange} readOnly={readOnly} disabled={disabled} />
    </Providers>,
  );
  return { ...view, onChange, user, services };
}

/** Renders a widget's Display. */
export function renderDisplay(jnpfKey: string, { field, value, services = makeServices(), inCell }: Options & { inCell?: boolean } = {}) {
  const { Display } = widgetFor(jnpfKey)!;
  const fullField: FieldSchema = { jnpfKey, vModel: 'f', label: '字段', ...field };
  const view = render(
    <Providers services={services}>
      <Display value={value} field={fullField} inCell={inCell} />
    </Providers>,
  );
  return { ...view, services };
}

/** The last value the widget emitted. */
export function lastValue(onChange: ReturnType<typeof vi.fn>): unknown {
  return onChange.mock.calls.at(-1)?.[0];
}

/** The node of an open antd tree drop-down whose title is `label`. */
export function treeNode(label: string): Element | undefined {
  return [...document.querySelectorAll('.ant-select-tree-treenode')].find((node) => node.querySelector('.ant-select-tree-title')?.textContent === label);
}

/** Waits for the tree node titled `label` (trees load through the services). */
export function findTreeNode(label: string): Promise<Element> {
  return waitFor(() => {
    const found = treeNode(label);
    if (!found) throw new Error(`no node ${label}`);
    return found;
  });
}

interface PickerWithAttribute {
  /** The picker's key and schema (its vModel is what the attribute's relationField names). */
  picker: FieldSchema;
  /** The attribute field showing a column of the picked record. */
  attribute: FieldSchema;
  value?: string;
  services?: ReturnType<typeof makeServices>;
}

/**
 * A picker (relation form, popup select, relation flow) and an attribute field of it in one form
 * scope, the picker's value held as the runtime holds it. The attribute renders in data-testid "attr".
 */
export function renderPickerWithAttribute({ picker, attribute, value, services = makeServices() }: PickerWithAttribute) {
  const onChange = vi.fn();
  const scope = createMemoryScope();
  const { Component } = widgetFor(picker.jnpfKey)!;
  const Attr = widgetFor(attribute.jnpfKey)!.Component;
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <>
        <Component id="w" value={current} field={picker} onChange={(next) => { onChange(next); setCurrent(next); }} />
        <div data-testid="attr">
          <Attr value={undefined} field={attribute} onChange={onChange} />
        </div>
      </>
    );
  }
  const view = render(
    <Providers services={services}>
      <FormScopeContext.Provider value={scope}>
        <Host />
      </FormScopeContext.Provider>
    </Providers>,
  );
  return { ...view, onChange, scope, services, user: userEvent.setup() };
}
