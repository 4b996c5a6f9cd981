import { memo, useDeferredValue, useMemo, useRef, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { compileFormula } from '../../../schemas/formula';
import { pickText } from '../../../schemas/text';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import { PanelNote } from './PanelItem';
import type { ScopeName } from './scope';

/** The operators and functions schemas/formula evaluates in decimal (schemas/formula/decimal.ts). */
const OPERATORS = ['+', '-', '*', '/', '%', '(', ')'];
const FUNCTIONS = ['sum', 'min', 'max', 'abs', 'round', 'roundTo', 'ceil', 'floor', 'trunc', 'sqrt'];

const NONE: readonly ScopeName[] = [];

/** The pad's buttons leave the focus (and the cursor) in the formula box. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export type FormulaCheck = { kind: 'ok' } | { kind: 'syntax'; message: string } | { kind: 'unknown'; name: string };

/** Parses with compileFormula; every path it reads must be one of `names` (a field, `table.column`, or a column of its own row). */
export function checkFormula(source: string, names: readonly ScopeName[]): FormulaCheck {
  if (source.trim() === '') return { kind: 'ok' };
  let refs: string[];
  try {
    refs = compileFormula(source).refs;
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^formula '.*' does not parse: /s, '') : String(error);
    return { kind: 'syntax', message };
  }
  const known = new Set(names.map((entry) => entry.name));
  const unknown = refs.find((ref) => !known.has(ref));
  return unknown === undefined ? { kind: 'ok' } : { kind: 'unknown', name: unknown };
}

export interface FormulaPadProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** What the formula may read (scope.ts namesFor); the numeric ones are offered to insert. */
  names: readonly ScopeName[];
  label?: string;
}

/**
 * Where a formula is typed (a calculated field's `expression`): the text, the form's numeric fields
 * (and the sub-table's columns) to insert at the cursor, operator and function buttons, and the error
 * as soon as the text does not parse or names a field that does not exist.
 */
export const FormulaPad = memo(function FormulaPad({ value, onChange, onBlur, names, label }: FormulaPadProps) {
  const { t } = useLingui();
  const lang = useLang();
  const area = useRef<HTMLTextAreaElement>(null);
  const check = useMemo(() => checkFormula(value, names), [value, names]);
  const numeric = useMemo(() => names.filter((entry) => entry.numeric), [names]);
  // The names (a button each, hundreds on a big form) follow in a render of their own, after the pad has painted.
  const offered = useDeferredValue(numeric, NONE);
  const error = check.kind === 'syntax' ? t`公式有误：${check.message}` : check.kind === 'unknown' ? t`字段“${check.name}”不存在` : '';

  /** Puts `text` at the cursor (or over the selection) and leaves the cursor after it. */
  const insert = (text: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + text + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      if (!element) return;
      element.focus();
      element.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    // Plain markup styled as antd's (designer.css): the pad mounts on every calculated field selected (issue 17's select figure).
    <div className="designer-formula-pad" data-testid="formula-pad">
      <textarea
        ref={area}
        aria-label={label ?? t`计算公式`}
        aria-invalid={error ? true : undefined}
        // Grows with the formula by CSS (field-sizing), not by measuring the box.
        className={error ? 'designer-formula-box designer-text-box is-alone is-error' : 'designer-formula-box designer-text-box is-alone'}
        placeholder="price * qty"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <PanelNote danger>
          {error}
        </PanelNote>
      ) : null}
      {/* Plain buttons (designer.css), not antd's: a form has hundreds of names, mounted on each calculated field selected. */}
      <div className="designer-formula-keys">
        {OPERATORS.map((op) => (
          <button key={op} type="button" className="designer-formula-key" onMouseDown={keepFocus} onClick={() => insert(` ${op} `.replace(/ ([()]) /, '$1'))}>
            {op}
          </button>
        ))}
      </div>
      <div className="designer-formula-keys">
        {FUNCTIONS.map((fn) => (
          <button key={fn} type="button" className="designer-formula-key is-function" onMouseDown={keepFocus} onClick={() => insert(`${fn}(`)}>
            {fn}
          </button>
        ))}
      </div>
      <PanelNote>
        {numeric.length > 0 ? t`点击字段插入公式：` : t`表单中还没有数字字段`}
      </PanelNote>
      <div className="designer-formula-keys">
        {offered.map((entry) => (
          <button key={entry.name} type="button" className="designer-formula-name" onMouseDown={keepFocus} onClick={() => insert(entry.name)} title={entry.name}>
            {pickText(entry.label, lang) || entry.name}
            <span className="designer-formula-path">{entry.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
});
