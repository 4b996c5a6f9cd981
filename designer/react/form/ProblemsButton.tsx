import { useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { findField, problemsOf } from '../../core';
import { useEditorSelector } from '../useEditor';
import { useIdleValue } from '../useIdleValue';
import { WIDGET_KEY_SET } from '../palette';
import { useDesigner } from './context';
import { fieldName } from './labels';

/** The lint of a document with the registry's widget keys (cached per document by problemsOf). */
const lint = (document: Parameters<typeof problemsOf>[0]) => problemsOf(document, WIDGET_KEY_SET);

/**
 * The live problems of the design (problemsOf: the validation and lint CI runs, structure, repeated
 * vModels) as a badge; the list names each problem's field, and a click selects it. Computed when the
 * browser is idle after a change, so neither typing nor an undo waits for the lint.
 */
export function ProblemsButton() {
  const { t } = useLingui();
  const { editor, lang } = useDesigner();
  const { input: document, result: problems } = useIdleValue(useEditorSelector(editor, (s) => s.document), lint);
  const [open, setOpen] = useState(false);
  const list = (
    <ul className="designer-problems">
      {problems.map((problem, i) => {
        const field = problem.fieldId === undefined ? undefined : findField(document, problem.fieldId);
        return (
          <li key={i}>
            <button
              type="button"
              disabled={problem.fieldId === undefined}
              onClick={() => {
                editor.select(problem.fieldId ?? null);
                setOpen(false);
              }}
            >
              {field ? <strong>{fieldName(field, lang)}: </strong> : null}
              {problem.message}
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <Popover open={open && problems.length > 0} onOpenChange={setOpen} trigger="click" title={t`问题`} content={list} placement="bottomRight">
      <Tooltip title={problems.length > 0 ? t`设计中的问题` : t`没有问题`}>
        <Badge count={problems.length} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<WarningOutlined />} aria-label={t`问题`} danger={problems.length > 0} />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
