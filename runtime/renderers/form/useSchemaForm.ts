import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Field, Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import { useLingui } from '@lingui/react/macro';
import type { FormSchema } from '../../../schemas';
import { notify, RequestError, type Envelope } from '../../data';
import { callApi } from '../api';
import { useLang } from '../SchemaServices';
import { createSchemaForm } from './createSchemaForm';
import { valueFields } from './fieldTree';
import { firstFieldWithError, focusField } from './focusField';
import { createRevealer, type Revealer } from './reveal';
import { clearServerErrors, locateServerError, setServerError } from './serverErrors';
import { pickSaveCall, savePayload } from './submit';
import { showOnce } from './shownOnce';
import { pickText } from '../../../schemas/text';

export interface UseSchemaFormOptions {
  schema: FormSchema;
  /** The record to edit: api.get is called with `{ id, ...context }`. Absent for a new record. */
  recordId?: string;
  /** Placeholder and expression context: `row` for form actions, `route` params. */
  context?: Record<string, unknown>;
  /** After a successful save, with the server's reply. */
  onSaved?: (reply: Envelope) => void;
}

export interface SchemaFormController {
  schema: FormSchema;
  status: 'loading' | 'ready' | 'error';
  /** Why loading the record failed (the popup showed it too). */
  loadError?: string;
  form: Form | null;
  saving: boolean;
  submit: () => Promise<void>;
  retry: () => void;
  idPrefix: string;
  revealer: Revealer;
  /** Expression scope besides the values. */
  context: Record<string, unknown>;
}

interface Loaded {
  status: 'loading' | 'ready' | 'error';
  form: Form | null;
  record: Record<string, unknown> | null;
  error?: string;
}

const LOADING: Loaded = { status: 'loading', form: null, record: null };

/**
 * The state of one form: loads the record of an edit, builds the formily form, and submits (validate,
 * show the first error, pick the save call, send, report). Dialogs use it to put the buttons in their
 * own footer; SchemaForm is the plain composition.
 */
export function useSchemaForm({ schema, recordId, context, onSaved }: UseSchemaFormOptions): SchemaFormController {
  const { t } = useLingui();
  const lang = useLang();
  const idPrefix = `sf${useId().replace(/[^\w]/g, '')}`;
  const revealer = useMemo(createRevealer, []);
  const fields = useMemo(() => valueFields(schema.fields), [schema.fields]);
  // Callers often pass a fresh context object each render; its content is what matters.
  const contextKey = JSON.stringify(context ?? {});
  const baseContext = useMemo<Record<string, unknown>>(() => JSON.parse(contextKey) as Record<string, unknown>, [contextKey]);
  const scope = useMemo(() => (recordId === undefined ? baseContext : { ...baseContext, id: recordId }), [baseContext, recordId]);

  const [loaded, setLoaded] = useState<Loaded>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  // The language of the messages is the one when the form was built (a rebuild would lose the input).
  const langRef = useRef(lang);

  useEffect(() => {
    let live = true;
    const build = (record: Record<string, unknown> | null): Loaded => ({
      status: 'ready',
      record,
      form: createSchemaForm(schema, { values: record, context: scope, lang: langRef.current }),
    });
    if (recordId === undefined || !schema.api.get) {
      setLoaded(build(null));
    } else {
      setLoaded(LOADING);
      callApi<Record<string, unknown> | null>(schema.api.get, scope).then(
        (reply) => {
          if (live) setLoaded(build(reply.data && typeof reply.data === 'object' ? reply.data : {}));
        },
        (error: unknown) => {
          if (live) setLoaded({ status: 'error', form: null, record: null, error: error instanceof Error ? error.message : String(error) });
        },
      );
    }
    return () => {
      live = false;
    };
  }, [schema, recordId, scope, attempt]);

  const submit = useCallback(async () => {
    const { form, record } = loaded;
    if (!form || savingRef.current) return;
    clearServerErrors(form);
    try {
      await form.validate();
    } catch {
      const first = firstFieldWithError(form, fields);
      if (first?.vModel) focusField(first.vModel, idPrefix, revealer);
      return;
    }
    const values = toJS(form.values) as Record<string, unknown>;
    const call = pickSaveCall(schema.api.save, { ...scope, ...values });
    if (!call) {
      console.warn(`form ${schema.id}: no save call matches the values`);
      notify.error(t`请求出错，请重试`);
      return;
    }
    const payload = savePayload(values, recordId, record);
    savingRef.current = true;
    setSaving(true);
    try {
      const reply = await callApi(call, { ...scope, values: payload }, payload);
      notify.success(reply.msg || t`保存成功`);
      const once = schema.shownOnce;
      const secret = once && reply.data && typeof reply.data === 'object' ? (reply.data as Record<string, unknown>)[once.key] : undefined;
      if (once && typeof secret === 'string' && secret) {
        showOnce({ label: pickText(once.label, lang), value: secret, note: once.note ? pickText(once.note, lang) : undefined });
      }
      onSavedRef.current?.(reply);
    } catch (error) {
      // A reply that names a field (by key, else by label) goes under that field when it is shown; the
      // HTTP layer showed every failure as a popup too.
      if (error instanceof RequestError && error.code !== undefined) {
        const match = locateServerError(error.message, error.field, fields);
        const field = match ? (form.fields[match.field.vModel as string] as Field | undefined) : undefined;
        if (match && field && field.display === 'visible') {
          setServerError(field, match.text);
          focusField(match.field.vModel as string, idPrefix, revealer);
        }
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [loaded, fields, idPrefix, revealer, schema, scope, recordId, t, lang]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    schema,
    status: loaded.status,
    loadError: loaded.error,
    form: loaded.form,
    saving,
    submit,
    retry,
    idPrefix,
    revealer,
    context: scope,
  };
}
