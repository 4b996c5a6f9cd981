import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../runtime/renderers/form';
import { appState } from '../../../runtime/state/app';
import { importJnpfColumnData, importJnpfForm } from '../../../schemas/import/jnpf';
import { lintSchemas } from '../../../schemas/lint';
import type { FormSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { WidgetServicesContext } from '../../../widgets/services';
import { createFakeServices } from '../../../widgets/testing/fake-services';
import { Wrap, inputOf } from '../renderers/form/harness';

/**
 * Conformance over every JNPF fixture: the shared real/palette files (docs/architecture.md#stories-and-tests:
 * conformance tests read fixtures-jnpf/shared) and ours. Each converts, passes validateSchema and the lint,
 * and renders with every labelled JNPF field showing its label and no Unsupported placeholder.
 */
// A verbatim copy of ../shared/fixtures/jnpf (with its provenance README): CI checks out the repository alone.
const SHARED_DIR = resolve(__dirname, 'fixtures-jnpf/shared');
const OWN_DIR = resolve(__dirname, 'fixtures-jnpf');

/** The registry's keys once every widget is in (widgets/registry.ts; docs/product.md#widgets). */
const WIDGET_KEYS: ReadonlySet<string> = new Set([
  'comInput', 'textarea', 'numInput', 'amount', 'select', 'treeSelect', 'cascader', 'radio', 'checkbox', 'date', 'time',
  'dateRange', 'timeRange', 'switch', 'rate', 'slider', 'colorPicker', 'editor', 'uploadFz', 'uploadImg', 'userSelect',
  'depSelect', 'posSelect', 'comSelect', 'dicSelect', 'address', 'billRule', 'relationForm', 'relationFormAttr',
  'popupSelect', 'popupAttr', 'relationFlow', 'relationFlowAttr', 'groupTitle', 'divider', 'text', 'button',
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition', 'calculate',
  'table', 'sign', 'qrcode', 'barcode', 'scanInput', 'numberRange',
]);

type Json = Record<string, unknown>;

function jsonFiles(dir: string): { name: string; doc: unknown }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, doc: JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as unknown }));
}

const files = [...jsonFiles(SHARED_DIR), ...jsonFiles(OWN_DIR).map((file) => ({ ...file, name: `own/${file.name}` }))];
const isColumnData = (name: string) => name.includes('columnData');

/** A palette file holds one array of palette objects per group: each object is converted as a field. */
function formInput(doc: unknown): unknown {
  if (Array.isArray(doc) || !doc || typeof doc !== 'object') return doc;
  const record = doc as Json;
  if (Array.isArray(record.fields)) return record;
  return Object.entries(record).flatMap(([group, value]) => (group !== 'source' && Array.isArray(value) ? value : []));
}

const DECORATIONS = new Set(['divider', 'JNPFText', 'groupTitle', 'relationFormAttr', 'popupAttr', 'relationFlowAttr', 'button', 'qrcode', 'barcode']);

/**
 * The labels JNPF's web client shows for the source: value fields (and sub-tables with their
 * columns) that are not hidden by `noShow` or an app-only `visibility`.
 */
function expectedLabels(fields: unknown, out: string[] = []): string[] {
  if (!Array.isArray(fields)) return out;
  for (const field of fields as Json[]) {
    const config = (field.__config__ ?? {}) as Json;
    const visibility = config.visibility;
    if (config.noShow === true || (Array.isArray(visibility) && !visibility.includes('pc'))) continue;
    const key = String(config.jnpfKey ?? '');
    if (config.jnpfKey === undefined || ['row', 'card', 'tab', 'collapse'].includes(key)) {
      // Containers and tab/collapse panes (no jnpfKey) only hold fields.
      expectedLabels(config.children, out);
      continue;
    }
    if (DECORATIONS.has(key)) continue;
    if (typeof config.label === 'string' && config.label !== '') out.push(config.label);
    if (key === 'table') expectedLabels(config.children, out);
  }
  return out;
}

/** Texts an element shows itself (not its children's): a label beside a required star still matches. */
function shownTexts(root: HTMLElement): Set<string> {
  const texts = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const own = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent ?? '').join('').trim();
    if (own) texts.add(own);
  }
  return texts;
}

function renderForm(schema: FormSchema) {
  appState.language = 'zh';
  return render(
    <Wrap>
      <WidgetServicesContext.Provider value={createFakeServices()}>
        <SchemaForm schema={schema} />
      </WidgetServicesContext.Provider>
    </Wrap>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JNPF fixtures convert, validate, lint and render', () => {
  it('finds the shared fixtures and ours', () => {
    expect(files.map((file) => file.name)).toEqual(expect.arrayContaining([
      'formData-tab-collapse-v31-a.json',
      'formData-nested-collapse-tab-v31-c.json',
      'fields-array-v34-superQueryJson.json',
      'palette-defaults-v341.json',
      'columnData-defaults.json',
      'own/formData-every-extra-key.json',
    ]));
  });

  for (const { name, doc } of files.filter((file) => !isColumnData(file.name))) {
    it(`${name}: converts, validates, lints and renders every label`, async () => {
      // The fake services answer every widget; nothing may reach the network.
      vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":500}', { status: 500 })));
      const input = formInput(doc);
      const { schema } = importJnpfForm(input, { id: `jnpf.${name}`, title: name });

      const validated = validateSchemaDocument(schema);
      expect(validated.ok ? [] : validated.errors).toEqual([]);
      expect(lintSchemas([schema], { widgetKeys: WIDGET_KEYS })).toEqual([]);

      const labels = expectedLabels(Array.isArray(input) ? input : (input as Json).fields);
      expect(labels.length).toBeGreaterThan(0);
      const { container } = renderForm(schema);
      await waitFor(() => expect(container.querySelector('.ant-form-item')).not.toBeNull());
      await waitFor(() => {
        const shown = shownTexts(container);
        expect(labels.filter((label) => !shown.has(label))).toEqual([]);
      });
      const unsupported = [...container.querySelectorAll('.schema-unsupported')].map((node) => node.getAttribute('data-jnpf-key'));
      expect(unsupported).toEqual([]);
    });
  }

  it('own fixture: hidden fields stay off screen, disabled and password inputs behave, decorations show their text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":500}', { status: 500 })));
    const own = files.find((file) => file.name === 'own/formData-every-extra-key.json');
    const { schema, warnings } = importJnpfForm(own?.doc, { id: 'jnpf.own' });
    expect(warnings).toEqual(["经办人 (formId 122): no __vModel__: named 'comInputField122'"]);

    const { container } = renderForm(schema);
    await waitFor(() => expect(shownTexts(container).has('客户名称')).toBe(true));
    const shown = shownTexts(container);
    // noShow and app-only (visibility ['app']) fields are not on the web form.
    expect(shown.has('内部备注')).toBe(false);
    expect(shown.has('移动端备注')).toBe(false);
    expect(['附加信息', '以下为系统字段', '请核对以上信息', '合同信息'].filter((text) => !shown.has(text))).toEqual([]);
    expect(inputOf(container, 'comInputField122').disabled).toBe(true);
    expect(inputOf(container, 'password').type).toBe('password');
  });

  for (const { name, doc } of files.filter((file) => isColumnData(file.name))) {
    it(`${name}: every list config converts (no columns or search fields in JNPF's defaults)`, () => {
      const configs = Object.entries(doc as Json).filter(([, value]) => value && typeof value === 'object' && 'columnList' in (value as Json));
      expect(configs.map(([key]) => key)).toEqual(['defaultColumnData_v341', 'defaultColumnData_v31', 'defaultAppColumnData_v341']);
      for (const [, config] of configs) {
        const imported = importJnpfColumnData(config);
        expect(imported).toEqual({ columns: [], search: [], pagination: { pageSize: 20, pageSizes: [20, 50, 100] }, warnings: [] });
      }
    });
  }
});
