import { useCallback, useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConfigProvider } from 'antd';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Lang } from '../../../schemas/text';
import type { ApiCall, FieldSchema } from '../../../schemas/types';
import { WidgetServicesContext, widgetFor, type AreaNode, type DictionaryItem, type WidgetServices } from '../../../widgets';

/** Test areas: two provinces, Guangdong with Shenzhen (two districts) and Guangzhou (no children yet). */
export const AREAS: Record<string, AreaNode[]> = {
  '-1': [
    { id: '44', fullName: '广东省', isLeaf: false },
    { id: '11', fullName: '北京市', isLeaf: false },
  ],
  '44': [
    { id: '4403', fullName: '深圳市', isLeaf: false },
    { id: '4401', fullName: '广州市', isLeaf: false },
  ],
  '4403': [
    { id: '440305', fullName: '南山区', isLeaf: false },
    { id: '440304', fullName: '福田区', isLeaf: false },
  ],
  '4401': [],
  '440305': [],
};

const NAMES: Record<string, string> = Object.fromEntries(
  Object.values(AREAS).flatMap((nodes) => nodes.map((node) => [node.id, node.fullName])),
);

export const DICTIONARIES: Record<string, DictionaryItem[]> = {
  goldType: [
    { id: 'd1', enCode: 'au999', fullName: '足金999' },
    { id: 'd2', enCode: 'au9999', fullName: '足金9999' },
    { id: 'd3', enCode: 'pt950', fullName: '铂金950' },
  ],
};

/** Widget services over the test data; every method is a spy. */
export function makeServices(overrides: Partial<WidgetServices> = {}) {
  const spies = {
    lang: 'zh' as Lang,
    dictionary: vi.fn(async (code: string) => DICTIONARIES[code] ?? []),
    areaChildren: vi.fn(async (parentId: string) => AREAS[parentId] ?? []),
    areaNames: vi.fn(async (paths: string[][]) => paths.map((path) => path.map((id) => NAMES[id]).filter(Boolean))),
    call: vi.fn(async (_api: ApiCall): Promise<unknown> => []),
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
