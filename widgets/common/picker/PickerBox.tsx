import type { KeyboardEvent, MouseEvent } from 'react';
import { Tag, theme } from 'antd';
import { CloseCircleFilled, UserOutlined } from '@ant-design/icons';

export interface BoxItem {
  key: string;
  label: string;
}

interface Props {
  id?: string;
  items: BoxItem[];
  placeholder: string;
  openLabel: string;
  clearLabel: string;
  removeLabel: string;
  /** Tags can be removed one by one (multiple values). */
  removable: boolean;
  clearable: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  status?: 'error' | 'warning';
  loading?: boolean;
  onOpen: () => void;
  onRemove: (key: string) => void;
  onClear: () => void;
}

/**
 * An input-like box showing the chosen items as tags; a click (or Enter / Space) opens the picker
 * dialog. Used where a plain select cannot hold the choice (the user picker's dialog).
 */
export function PickerBox(props: Props) {
  const { id, items, placeholder, openLabel, clearLabel, removeLabel, removable, clearable, disabled, readOnly, status, loading } = props;
  const { token } = theme.useToken();
  const active = !disabled && !readOnly;
  const border = status === 'error' ? token.colorError : status === 'warning' ? token.colorWarning : token.colorBorder;
  const box = {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    minHeight: token.controlHeight,
    padding: `1px ${token.paddingSM - 1}px`,
    border: `${token.lineWidth}px solid ${border}`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    cursor: active ? 'pointer' : 'not-allowed',
  } as const;

  const open = () => active && props.onOpen();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const clear = (event: MouseEvent) => {
    event.stopPropagation();
    props.onClear();
  };

  return (
    <div id={id} role="button" tabIndex={active ? 0 : -1} aria-label={openLabel} aria-disabled={!active || undefined} aria-busy={loading || undefined} style={box} onClick={open} onKeyDown={onKeyDown}>
      <div style={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: 4, minWidth: 0 }}>
        {items.length === 0 ? (
          // While the names load, neither the placeholder nor raw ids.
          !loading && <span style={{ color: token.colorTextPlaceholder }}>{placeholder}</span>
        ) : (
          items.map((item) => (
            <Tag
              key={item.key}
              style={{ marginInlineEnd: 0 }}
              closable={removable && active}
              closeIcon={removable && active ? <span aria-label={`${removeLabel} ${item.label}`}>×</span> : undefined}
              onClose={(event) => {
                event.preventDefault();
                event.stopPropagation();
                props.onRemove(item.key);
              }}
            >
              {item.label}
            </Tag>
          ))
        )}
      </div>
      {active && clearable && items.length > 0 ? (
        <CloseCircleFilled role="button" aria-label={clearLabel} style={{ color: token.colorTextQuaternary }} onClick={clear} />
      ) : (
        <UserOutlined style={{ color: token.colorTextQuaternary }} />
      )}
    </div>
  );
}
