import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CONTEXT_MENU_WIDTH } from './rules';

export interface TagMenuActions {
  refresh: () => void;
  /** Absent for pinned tags. */
  close?: () => void;
  closeOthers: () => void;
  closeAll: () => void;
}

interface TagContextMenuProps extends TagMenuActions {
  left: number;
  top: number;
  onDismiss: () => void;
}

/** Right-click menu of a tag (105 px wide); closes on a click outside or Escape. */
export function TagContextMenu({ left, top, onDismiss, refresh, close, closeOthers, closeAll }: TagContextMenuProps) {
  const { t } = useLingui();
  const box = useRef<HTMLUListElement>(null);

  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const onPointer = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) onDismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [onDismiss]);

  const run = (action: () => void) => () => {
    onDismiss();
    action();
  };
  const items: Array<[string, string, (() => void) | undefined]> = [
    ['refresh', t`刷新`, refresh],
    ['close', t`关闭`, close],
    ['closeOthers', t`关闭其他`, closeOthers],
    ['closeAll', t`关闭所有`, closeAll],
  ];
  return (
    <ul ref={box} role="menu" aria-label={t`标签操作`} className="shell-tags__menu" style={{ left, top, width: CONTEXT_MENU_WIDTH }}>
      {items.filter(([, , action]) => action).map(([key, label, action]) => (
        <li key={key} role="none">
          <button type="button" role="menuitem" onClick={run(action!)}>{label}</button>
        </li>
      ))}
    </ul>
  );
}
