import { useLingui } from '@lingui/react/macro';
import type { CommandLabel } from '../../core';
import { pickText } from '../../../schemas/text';
import { useEditorSelector } from '../useEditor';
import { ACTION_TEXT } from '../texts';
import { useDesigner } from './context';

/** The undo history as a list (position 0: the form as opened); a click goes to that point, undoing or redoing the steps between. */
export function HistoryList({ onJump }: { onJump?: () => void }) {
  const { t, i18n } = useLingui();
  const { editor, lang } = useDesigner();
  const history = useEditorSelector(editor, (s) => s.history);
  const describe = (label: CommandLabel) => {
    const field = label.field === undefined ? '' : pickText(label.field, lang);
    return [i18n._(ACTION_TEXT[label.action]), field, label.property && label.action === 'setField' ? `(${label.property})` : ''].filter(Boolean).join(' ');
  };
  const rows = [t`打开时`, ...history.entries.map((entry) => describe(entry.label))];
  return (
    <ol className="designer-history" aria-label={t`历史记录`}>
      {rows.map((text, position) => (
        <li key={position}>
          <button
            type="button"
            className={[position === history.position ? 'is-current' : '', position > history.position ? 'is-undone' : ''].filter(Boolean).join(' ')}
            aria-current={position === history.position ? 'step' : undefined}
            onClick={() => {
              editor.jump(position);
              onJump?.();
            }}
          >
            {text}
          </button>
        </li>
      ))}
    </ol>
  );
}
