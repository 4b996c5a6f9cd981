import { useState } from 'react';
import { vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../../../runtime/renderers/form';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { appState } from '../../../../runtime/state/app';
import type { FormSchema } from '../../../../schemas';
import { Wrap } from './harness';

let seq = 0;
/** Registers `schema` under a fresh id (the registry caches by id). */
export function registerForm(schema: FormSchema): string {
  seq += 1;
  const id = `test.dialog.${seq}`;
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

/** The form `schemaId` in its dialog (open, in Chinese), with a button 打开 that opens it again. */
export function renderFormDialog(schemaId: string, recordId?: string) {
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

export const dialogInput = () =>
  document.querySelector<HTMLInputElement>('.ant-modal [data-field="name"] input, .ant-drawer [data-field="name"] input');

/** The `name` input of the dialog, once it has rendered. */
export const findDialogInput = () =>
  waitFor(() => {
    const input = dialogInput();
    if (!input) throw new Error('no input in the dialog yet');
    return input;
  });
