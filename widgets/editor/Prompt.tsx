import { memo, useCallback, useState, type ReactNode } from 'react';
import { Button, Input, Popover, Space } from 'antd';

interface Props {
  /** The toolbar button (its click opens the prompt). */
  children: ReactNode;
  label: string;
  okText: string;
  disabled?: boolean;
  onSubmit: (text: string) => void;
  /** Below the input (the image prompt's upload button); gets a closer for when it finishes. */
  extra?: (close: () => void) => ReactNode;
}

/** A one-line prompt under a toolbar button (link and image URLs). */
export const Prompt = memo(function Prompt({ children, label, okText, disabled, onSubmit, extra }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const close = useCallback(() => {
    setOpen(false);
    setText('');
  }, []);
  const submit = useCallback(() => {
    onSubmit(text.trim());
    close();
  }, [text, onSubmit, close]);
  const content = (
    <Space orientation="vertical" size={8} style={{ width: 280 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="small"
          aria-label={label}
          placeholder={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={submit}
        />
        <Button size="small" type="primary" onClick={submit}>
          {okText}
        </Button>
      </Space.Compact>
      {extra?.(close)}
    </Space>
  );
  return (
    <Popover trigger="click" open={open && !disabled} onOpenChange={setOpen} content={content} destroyOnHidden>
      {children}
    </Popover>
  );
});
