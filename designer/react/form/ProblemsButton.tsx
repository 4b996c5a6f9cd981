import { memo, useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { findField, problemsOf, type DesignDocument, type Problem } from '../../core';
import { useEditorSelector } from '../useEditor';
import { useIdleValue } from '../useIdleValue';
import { useSameValue } from '../useSameValue';
import { WIDGET_KEY_SET } from '../palette';
import { useDesigner } from './context';
import { fieldName } from './labels';

/** The lint of a document with the registry's widget keys (cached per document by problemsOf). */
const lint = (document: Parameters<typeof problemsOf>[0]) => problemsOf(document, WIDGET_KEY_SET);

/** A stable icon: a new element would re-render the button. */
const ICON = <WarningOutlined />;

/**
 * The live problems of the design (problemsOf: the validation and lint CI runs, structure, repeated
 * vModels) as a badge; the list names each problem's field, and a click selects it. Computed when the
 * browser is idle after a change, so neither typing nor an undo waits for the lint; the badge (antd's
 * Popover, Tooltip, Badge and Button) re-renders only when the problems change or the list is open.
 */
export function ProblemsButton() {
  const { editor } = useDesigner();
  const { input: document, result } = useIdleValue(useEditorSelector(editor, (s) => s.document), lint);
  const problems = useSameValue(result);
  const [open, setOpen] = useState(false);
  return <ProblemsBadge problems={problems} open={open} setOpen={setOpen} document={open ? document : undefined} />;
}

interface ProblemsBadgeProps {
  problems: Problem[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The linted document while the list is open (the list names fields); undefined while closed. */
  document: DesignDocument | undefined;
}

const ProblemsBadge = memo(function ProblemsBadge({ problems, open, setOpen, document }: ProblemsBadgeProps) {
  const { t } = useLingui();
  const { editor, lang } = useDesigner();
  const list = document === undefined ? null : (
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
          <Button type="text" icon={ICON} aria-label={t`问题`} danger={problems.length > 0} />
        </Badge>
      </Tooltip>
    </Popover>
  );
});
