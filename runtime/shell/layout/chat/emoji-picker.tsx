import { useState } from 'react';
import { Button, Popover, Tooltip } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { EMOJI } from './emoji';

/** The emoji grid: picking one hands its code to the input (the message stores codes, emoji.ts). */
export function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const label = t`表情`;
  const grid = (
    <div className="chat-emoji-grid" role="listbox" aria-label={label}>
      {EMOJI.map(([code, glyph]) => (
        <button
          key={code}
          type="button"
          role="option"
          aria-selected={false}
          className="chat-emoji-grid__item"
          title={code}
          aria-label={code}
          onClick={() => {
            onPick(code);
            setOpen(false);
          }}
        >
          {glyph}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Tooltip title={label}>
        <Button type="text" size="small" icon={<SmileOutlined />} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}
