import { Input, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { compileExpression } from '../../../schemas/expression';
import type { FieldEdit } from './useFieldEdit';
import { useDraft } from './useDraft';

type Check = { kind: 'ok' } | { kind: 'syntax'; message: string } | { kind: 'unknown'; name: string };

/** schemas/expression.ts parses it; every name it reads must be a field of its scope (as the lint says). */
export function checkCondition(source: string, names: ReadonlySet<string>): Check {
  if (source.trim() === '') return { kind: 'ok' };
  try {
    const unknown = compileExpression(source).variables.find((name) => !names.has(name));
    return unknown === undefined ? { kind: 'ok' } : { kind: 'unknown', name: unknown };
  } catch (error) {
    return { kind: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
}

export interface ConditionInputProps {
  edit: FieldEdit;
  property: 'visibleOn' | 'disabledOn' | 'requiredOn';
  value: string | undefined;
  names: ReadonlySet<string>;
  label: string;
}

/**
 * A condition over the other fields (`type == 2`), checked as it is typed. It is applied while it
 * parses (a name that is not a field is shown but kept, as the designer's live problems allow);
 * emptied, the condition is removed.
 */
export function ConditionInput({ edit, property, value, names, label }: ConditionInputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useDraft(value ?? '');
  const check = checkCondition(draft, names);
  const error = check.kind === 'syntax' ? t`表达式有误：${check.message}` : check.kind === 'unknown' ? t`字段“${check.name}”不存在` : '';
  return (
    <>
      <Input
        size="small"
        aria-label={label}
        placeholder="status == 1"
        style={{ fontFamily: 'monospace' }}
        value={draft}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next.trim() === '') edit.set([property], undefined);
          else if (checkCondition(next, names).kind !== 'syntax') edit.set([property], next);
        }}
        onBlur={edit.seal}
      />
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      ) : null}
    </>
  );
}
