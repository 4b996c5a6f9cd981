import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { callApi, unwrapReplyJson } from '../../../../runtime/renderers/api';
import { DetailRenderer } from '../../../../runtime/renderers/detail';
import { appState } from '../../../../runtime/state/app';
import type { AppRoute } from '../../../../runtime/state/session';
import type { DetailSchema } from '../../../../schemas';
import { validateSchemaDocument } from '../../../../schemas/validate';
import { stubFetch } from '../../data/net';
import { Wrap, bodyOf, formSchema, inputOf, renderSchemaForm } from '../form/harness';

// JNPF's detail reply: the record's values as JSON text beside its id (contract of issue 17).
const RECORD = { code: 200, data: { id: 'r1', data: JSON.stringify({ name: '深圳金主体', remark: '备注一' }) } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('replyJson: the pure unwrap', () => {
  it('parses the JSON text under the key and keeps the reply’s other keys where the values lack them', () => {
    expect(unwrapReplyJson({ id: 'r1', data: '{"name":"a","id":"own"}' }, 'data')).toEqual({ id: 'own', name: 'a' });
    expect(unwrapReplyJson({ id: 'r1', data: '{"name":"a"}' }, 'data')).toEqual({ id: 'r1', name: 'a' });
  });

  it('takes an object as it is, answers null for empty text, and leaves a reply without the key alone', () => {
    expect(unwrapReplyJson({ id: 'r1', data: { name: 'a' } }, 'data')).toEqual({ id: 'r1', name: 'a' });
    expect(unwrapReplyJson({ id: 'r1', data: '' }, 'data')).toBeNull();
    expect(unwrapReplyJson({ name: 'a' }, 'data')).toEqual({ name: 'a' });
    expect(unwrapReplyJson(null, 'data')).toBeNull();
  });

  it('refuses text that is not JSON', () => {
    expect(() => unwrapReplyJson({ data: '{broken' }, 'data')).toThrow('reply data is not JSON');
  });

  it('is part of the page-schema language', () => {
    const ok = formSchema([{ vModel: 'name', jnpfKey: 'comInput', label: '名称' }], {
      api: { get: { method: 'GET', url: '/api/_m/x/{{id}}', replyJson: 'data' }, save: { method: 'POST', url: '/api/_m/x' } },
    });
    expect(validateSchemaDocument(ok).ok).toBe(true);
    const bad = { ...ok, api: { ...ok.api, get: { method: 'GET', url: '/api/_m/x/{{id}}', replyJson: '' } } };
    expect(validateSchemaDocument(bad).ok).toBe(false);
  });
});

describe('replyJson in the runtime', () => {
  it('callApi hands back the parsed values as the data', async () => {
    stubFetch({ 'GET /api/_m/x/r1': RECORD });
    const reply = await callApi({ method: 'GET', url: '/api/_m/x/{{id}}', replyJson: 'data' }, { id: 'r1' });
    expect(reply.data).toEqual({ id: 'r1', name: '深圳金主体', remark: '备注一' });
  });

  it('a form edits the parsed values and saves them with the record id', async () => {
    const calls = stubFetch({ 'GET /api/_m/x/r1': RECORD, 'PUT /api/_m/x/r1': { code: 200, msg: '修改成功' } });
    const schema = formSchema(
      [
        { vModel: 'name', jnpfKey: 'comInput', label: '名称' },
        { vModel: 'remark', jnpfKey: 'comInput', label: '备注' },
      ],
      {
        api: {
          get: { method: 'GET', url: '/api/_m/x/{{id}}', replyJson: 'data' },
          save: [{ method: 'PUT', url: '/api/_m/x/{{id}}', when: 'id' }, { method: 'POST', url: '/api/_m/x' }],
        },
      },
    );
    const { container, user, getByRole, onSaved } = renderSchemaForm(schema, { recordId: 'r1' });
    await waitFor(() => expect(inputOf(container, 'name').value).toBe('深圳金主体'));
    expect(inputOf(container, 'remark').value).toBe('备注一');
    await user.click(getByRole('button', { name: /保\s*存|确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(bodyOf(put)).toMatchObject({ id: 'r1', name: '深圳金主体', remark: '备注一' });
  });

  it('a detail page shows the parsed values', async () => {
    stubFetch({ 'GET /api/_m/x/r1': RECORD });
    const detail: DetailSchema = {
      schemaVersion: 1,
      type: 'detail',
      id: 'test.replyJson.detail',
      api: { get: { method: 'GET', url: '/api/_m/x/{{route.id}}', replyJson: 'data' } },
      fields: [{ vModel: 'name', jnpfKey: 'comInput', label: '名称' }],
    };
    const route: AppRoute = { path: '/x/:id', name: 'x', view: 'page', meta: { title: 'x', zhTitle: 'X', modelId: 'm-x' } };
    appState.language = 'zh';
    const { container } = render(
      <Wrap>
        <CurrentRouteContext.Provider value={route}>
          <DetailRenderer schema={detail} routeParams={{ id: 'r1' }} />
        </CurrentRouteContext.Provider>
      </Wrap>,
    );
    await waitFor(() => expect(container.querySelector('[data-field="name"] .schema-detail-value')?.textContent).toBe('深圳金主体'));
  });
});
