import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import Modal from 'antd/es/modal';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../../../runtime/renderers/form';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { appState } from '../../../../runtime/state/app';
import type { FieldSchema, FormSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { Wrap, formSchema } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
  Modal.destroyAll();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: '名称', required: true };

let seq = 0;
/** Registers `schema` under a fresh id (the registry caches by id). */
function register(schema: FormSchema): string {
  seq += 1;
  const id = `test.shownOnce.${seq}`;
  registerSchemas({ [id]: async () => ({ ...schema, id }) });
  return id;
}

function Host({ schemaId, recordId, onClose }: { schemaId: string; recordId?: string; onClose: (saved: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <FormDialog
        open={open}
        schemaId={schemaId}
        recordId={recordId}
        onClose={(saved) => {
          onClose(saved);
          setOpen(false);
        }}
      />
    </>
  );
}

function renderDialog(schemaId: string, recordId?: string) {
  appState.language = 'zh';
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <Wrap>
      <Host schemaId={schemaId} recordId={recordId} onClose={onClose} />
    </Wrap>,
  );
  return { onClose, user };
}

const dialogInput = () => document.querySelector<HTMLInputElement>('.ant-modal [data-field="name"] input, .ant-drawer [data-field="name"] input');
const findDialogInput = () =>
  waitFor(() => {
    const input = dialogInput();
    if (!input) throw new Error('no input in the dialog yet');
    return input;
  });

describe('FormDialog: a value shown once', () => {
  it('shows a value the save reply hands out once (shownOnce)', async () => {
    stubFetch({ 'POST /api/spv/edit': { code: 200, msg: '新建成功', data: { id: 'n1', password: 'Xk7mP2qR9tBw' } } });
    const shownOnce = { key: 'password', label: { zh: '初始密码' }, note: { zh: '只显示这一次' } };
    const id = register(formSchema([name], { shownOnce }));
    const { onClose, user } = renderDialog(id);
    await user.type(await findDialogInput(), '新店');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Xk7mP2qR9tBw')).toBeTruthy();
    expect(screen.getAllByText('初始密码').length).toBeGreaterThan(0);
    expect(screen.getByText('只显示这一次')).toBeTruthy();
  });

});
