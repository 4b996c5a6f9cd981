import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignEditor, openDocument } from '../../../../designer/core';
import type { FieldSchema, FormSchema } from '../../../../schemas/types';
import { appState } from '../../../../runtime/state/app';
import { Wrap } from '../../renderers/form/harness';

/** The property panel, JSON view and preview tests' helpers (H4; harness.tsx is the canvas tests'). */
export function designForm(fields: FieldSchema[], overrides: Partial<FormSchema> = {}): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'designer.test.form',
    api: { save: { method: 'POST', url: '/api/_m/test' } },
    fields,
    ...overrides,
  };
}

/** An editor whose clock stands still: a typing burst always merges into one step. */
export function editorOf(fields: FieldSchema[], overrides: Partial<FormSchema> = {}): DesignEditor {
  return new DesignEditor(openDocument(designForm(fields, overrides)), { now: () => 1_000 });
}

/** Renders inside the app's providers (lingui, antd without motion, widget services), in Chinese. */
export function renderInApp(node: ReactNode) {
  appState.language = 'zh';
  const user = userEvent.setup();
  return { ...render(<Wrap>{node}</Wrap>), user };
}
