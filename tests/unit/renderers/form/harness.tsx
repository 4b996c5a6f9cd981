import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConfigProvider } from 'antd';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { SchemaServicesProvider } from '../../../../runtime/renderers/SchemaServices';
import { SchemaForm, type SchemaFormProps } from '../../../../runtime/renderers/form';
import { appState } from '../../../../runtime/state/app';
import type { FieldSchema, FormSchema } from '../../../../schemas';
import type { Call } from '../../data/net';

/** The app's providers (lingui, antd, message bridge, widget services) without motion. */
export function Wrap({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <ConfigProvider virtual={false} theme={{ token: { motion: false } }}>
        <AppContexts>
          <SchemaServicesProvider>{children}</SchemaServicesProvider>
        </AppContexts>
      </ConfigProvider>
    </Providers>
  );
}

export function formSchema(fields: FieldSchema[], overrides: Partial<FormSchema> = {}): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'test.form',
    title: { zh: 'SPV', en: 'SPV' },
    api: { get: { method: 'GET', url: '/api/spv/detail/{{id}}' }, save: { method: 'POST', url: '/api/spv/edit' } },
    fields,
    ...overrides,
  };
}

export const STATUS_OPTIONS = [
  { label: { zh: '启用', en: 'Enabled' }, value: 1 },
  { label: { zh: '停用', en: 'Disabled' }, value: 0 },
];

/** Renders SchemaForm in Chinese; `onSaved` is a spy. */
export function renderSchemaForm(schema: FormSchema, props: Partial<SchemaFormProps> = {}) {
  appState.language = 'zh';
  const onSaved = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <Wrap>
      <SchemaForm schema={schema} onSaved={onSaved} {...props} />
    </Wrap>,
  );
  return { ...view, user, onSaved };
}

/** The grid cell of a field (label, widget, error, tip). */
export function cell(container: HTMLElement, vModel: string): HTMLElement | null {
  return container.querySelector(`[data-field="${vModel}"]`);
}

/** The error text shown under a field ('' when none). */
export function errorOf(container: HTMLElement, vModel: string): string {
  return cell(container, vModel)?.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
}

/** The input inside a field's cell. */
export function inputOf(container: HTMLElement, vModel: string): HTMLInputElement {
  const input = cell(container, vModel)?.querySelector('input, textarea');
  if (!input) throw new Error(`no input for ${vModel}`);
  return input as HTMLInputElement;
}

/** JSON body of a recorded call. */
export function bodyOf(call: Call): Record<string, unknown> {
  return JSON.parse(String(call.body)) as Record<string, unknown>;
}

/** Picks an option of the antd select inside a field's cell. */
export async function pickOption(user: ReturnType<typeof userEvent.setup>, container: HTMLElement, vModel: string, label: string) {
  await user.click(cell(container, vModel)!.querySelector('[role="combobox"]')!);
  await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  const option = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  await user.click(option);
}
