import { useLingui } from '@lingui/react/macro';
import { setFieldProperty, type DesignEditor } from '../../core';
import { PanelNote } from './PanelItem';
import { keyProblem, renameStep, type KeyProblem } from './rename';
import { useDraft } from './useDraft';

/**
 * The field key (vModel), typed freely and applied on Enter or blur: an empty, malformed, reserved or
 * taken key is refused with its reason and nothing changes; an accepted one renames the formulas,
 * conditions and totals that read it, in one undoable step. A plain box (designer.css), not antd's Input:
 * it mounts again on every field selected (issue 17's select figure).
 */
export function KeyInput({ editor, id, value }: { editor: DesignEditor; id: string; value: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useDraft(value);
  const problem = keyProblem(editor.document, id, draft.trim());
  const reasons: Record<Exclude<KeyProblem, null>, string> = {
    empty: t`字段名不能为空`,
    pattern: t`字段名只能包含英文字母和数字，且以字母开头`,
    duplicate: t`字段名“${draft.trim()}”已被其他字段使用`,
    reserved: t`字段名“${draft.trim()}”是保留字，请换一个`,
  };
  const apply = () => {
    const key = draft.trim();
    if (problem !== null || key === value) return;
    const doc = editor.document;
    editor.execute(renameStep(doc, id, key, setFieldProperty(doc, id, ['vModel'], key)));
    editor.seal();
  };
  return (
    <>
      <input
        className={problem ? 'designer-text-box is-alone is-error' : 'designer-text-box is-alone'}
        aria-label={t`字段名`}
        aria-invalid={problem ? true : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        onBlur={apply}
      />
      {problem ? <PanelNote danger>{reasons[problem]}</PanelNote> : null}
    </>
  );
}
