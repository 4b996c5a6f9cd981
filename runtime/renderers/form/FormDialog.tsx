import { useEffect, useState } from 'react';
import { Button, Drawer, Modal, Result, Spin } from 'antd';
import { DraggableModal } from '../../../widgets/common/DraggableModal';
import { useLingui } from '@lingui/react/macro';
import type { FormSchema } from '../../../schemas';
import { pickText } from '../../../schemas/text';
import { loadSchema } from '../registry';
import { useLang } from '../SchemaServices';
import { SchemaFormBody, SchemaFormFooter } from './SchemaForm';
import { useSchemaForm } from './useSchemaForm';

/** Props of the form host the list renderer opens (implemented by the form renderer). */
export interface FormDialogProps {
  /** Form schema id. */
  schemaId: string;
  open: boolean;
  /** Record id for an edit (api.get is called with `{{id}}`); absent for a new record. */
  recordId?: string;
  /** Extra placeholder context: `row` for form actions, `route` params. */
  context?: Record<string, unknown>;
  /** Called with true after a successful save, false on cancel. */
  onClose(saved: boolean): void;
}

const DEFAULT_WIDTH = 600;

/** 编辑X for an edit, X alone for a form action on a row or ticked rows (its own title says what it does), else 新建X. */
function useTitle(schema: FormSchema | undefined, recordId: string | undefined, context: Record<string, unknown> | undefined): string {
  const { t } = useLingui();
  const lang = useLang();
  const title = pickText(schema?.title, lang);
  if (recordId !== undefined) return title ? t`编辑${title}` : t`编辑`;
  if (context && ('row' in context || 'ids' in context) && title) return title;
  return title ? t`新建${title}` : t`新建`;
}

/** The schema, once loaded, rendered as its popup kind with its footer. */
function LoadedForm({ schema, open, recordId, context, onClose }: Omit<FormDialogProps, 'schemaId'> & { schema: FormSchema }) {
  const controller = useSchemaForm({ schema, recordId, context, onSaved: () => onClose(true) });
  const title = useTitle(schema, recordId, context);
  const cancel = () => onClose(false);
  const body = <SchemaFormBody controller={controller} />;
  const footer = <SchemaFormFooter controller={controller} onCancel={cancel} />;
  const kind = schema.popup?.kind ?? 'dialog';
  const width = schema.popup?.width ?? DEFAULT_WIDTH;

  if (kind === 'page') {
    if (!open) return null;
    return (
      <div className="schema-form-page">
        {title ? <h3 style={{ marginTop: 0 }}>{title}</h3> : null}
        {body}
        <div style={{ marginTop: 16 }}>{footer}</div>
      </div>
    );
  }
  if (kind === 'drawer') {
    return (
      <Drawer open={open} title={title} size={width} onClose={cancel} footer={footer} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <DraggableModal open={open} title={title} width={width} onCancel={cancel} footer={footer} destroyOnHidden mask={{ closable: false }}>
      {body}
    </DraggableModal>
  );
}

/** Loading or failed schema: a dialog of the default size with a spinner or the reason. */
function SchemaPending({ open, error, onClose }: { open: boolean; error?: string; onClose(saved: boolean): void }) {
  const { t } = useLingui();
  return (
    <Modal open={open} width={DEFAULT_WIDTH} onCancel={() => onClose(false)} footer={null} title={error ? t`表单加载失败` : undefined}>
      {error ? (
        <Result status="warning" title={t`表单加载失败`} subTitle={error} extra={<Button onClick={() => onClose(false)}>{t`关闭`}</Button>} />
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin aria-label={t`加载中`} />
        </div>
      )}
    </Modal>
  );
}

/** One opening of the dialog: a fresh form each time it opens (keyed by the caller). */
function FormSession(props: FormDialogProps) {
  const [state, setState] = useState<{ schema?: FormSchema; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadSchema<FormSchema>(props.schemaId).then(
      (schema) => live && setState({ schema }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [props.schemaId]);

  if (!state.schema) return <SchemaPending open={props.open} error={state.error} onClose={props.onClose} />;
  return <LoadedForm {...props} schema={state.schema} />;
}

/**
 * The form of `schemaId` as a dialog (antd Modal, schema width or 600), a drawer, or inline ('page').
 * 取消 and Esc close without saving; a successful save closes with `true`.
 */
export function FormDialog(props: FormDialogProps) {
  // A new session (fresh schema state and form) each time the dialog opens; the closing one stays
  // mounted so the popup can animate out.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  if (!props.open && session === 0) return null;
  return <FormSession key={`${session}:${props.schemaId}:${props.recordId ?? ''}`} {...props} />;
}
