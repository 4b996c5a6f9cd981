import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

interface Props {
  id?: string;
  text: string;
  placeholder: string;
  /** Accessible name of the button opening the dialog. */
  openLabel: string;
  clearLabel: string;
  clearable: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  status?: 'error' | 'warning';
  loading?: boolean;
  onOpen: () => void;
  onClear: () => void;
}

const fullWidth = { width: '100%' } as const;
const clearStyle = { color: 'rgba(0, 0, 0, 0.25)', cursor: 'pointer' } as const;

/** A read-only input showing the chosen row, with a button (and a click on the input) opening the dialog. */
export function DataInput({ id, text, placeholder, openLabel, clearLabel, clearable, disabled, readOnly, status, loading, onOpen, onClear }: Props) {
  const active = !disabled && !readOnly;
  const clear =
    active && clearable && text !== '' ? (
      <CloseCircleFilled
        role="button"
        aria-label={clearLabel}
        style={clearStyle}
        onClick={(event) => {
          event.stopPropagation();
          onClear();
        }}
      />
    ) : (
      <span />
    );
  return (
    <Space.Compact style={fullWidth}>
      <Input
        id={id}
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        status={status}
        suffix={clear}
        onClick={active ? onOpen : undefined}
        aria-busy={loading || undefined}
      />
      <Button icon={<SearchOutlined />} aria-label={openLabel} disabled={!active} onClick={onOpen} />
    </Space.Compact>
  );
}
