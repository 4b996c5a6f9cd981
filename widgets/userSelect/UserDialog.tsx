import { useCallback, useState } from 'react';
import { Button, Empty, Input } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { fillText, pickText } from '../../schemas/text';
import { useWidgetServices, type PickerNode } from '../services';
import { DraggableModal } from '../common/DraggableModal';
import type { BoxItem } from '../common/picker/PickerBox';
import { PICKER_TEXT, PICKER_WARNING_SECONDS } from '../common/picker/texts';
import { usePickerTree } from '../common/picker/usePickerTree';
import { useWarning } from '../common/picker/useWarning';
import { USER_DIALOG_WIDTH } from './props';
import { UserTree } from './UserTree';

interface Props {
  multiple: boolean;
  /** Who is chosen ('approver'), for the empty-confirm warning. */
  who: string;
  initial: BoxItem[];
  onConfirm: (chosen: BoxItem[]) => void;
  onCancel: () => void;
}

const columns = { display: 'flex', gap: 16, height: 400 } as const;
const pane = { flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 8 } as const;
const scroll = { flex: 1, overflow: 'auto', marginTop: 8 } as const;
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
const listItem = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '2px 4px' } as const;
const paneHead = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: 32 } as const;

/**
 * The 800 px user picker: left the organisation tree with users (keyword search), right the chosen
 * users (removable). Confirming with nobody chosen warns 'please select {who}' for 1 s and stays open.
 * Mounted while open, so each opening starts from the stored choice.
 */
export function UserDialog({ multiple, who, initial, onConfirm, onCancel }: Props) {
  const { lang } = useWidgetServices();
  const text = (key: keyof typeof PICKER_TEXT) => pickText(PICKER_TEXT[key], lang);
  const warn = useWarning();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<BoxItem[]>(initial);
  const { nodes, loading } = usePickerTree('user', keyword);

  const pick = useCallback(
    (user: PickerNode) => {
      const item = { key: user.id, label: user.fullName };
      setChosen((list) => (!multiple ? [item] : list.some((one) => one.key === item.key) ? list : [...list, item]));
    },
    [multiple],
  );
  const remove = (key: string) => setChosen((list) => list.filter((one) => one.key !== key));

  const confirm = () => {
    if (chosen.length === 0) {
      warn(fillText(text('pleaseSelectTitle'), { title: who }), PICKER_WARNING_SECONDS);
      return;
    }
    onConfirm(chosen);
  };

  return (
    <DraggableModal
      open
      title={text('selectUser')}
      width={USER_DIALOG_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      okText={text('confirm')}
      cancelText={text('cancel')}
      mask={{ closable: false }}
    >
      <div style={columns}>
        <section style={pane} aria-label={text('selectUser')}>
          <Input.Search
            placeholder={text('searchUser')}
            aria-label={text('searchUser')}
            value={typed}
            allowClear
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(next) => setKeyword(next.trim())}
          />
          <div style={scroll}>
            <UserTree nodes={nodes} loading={loading} keyword={keyword} noData={text('noData')} onPick={pick} />
          </div>
        </section>
        <section style={pane} aria-label={text('chosen')}>
          <div style={paneHead}>
            <span>
              {text('chosen')} ({chosen.length})
            </span>
            <Button type="link" size="small" disabled={chosen.length === 0} onClick={() => setChosen([])}>
              {text('clear')}
            </Button>
          </div>
          <div style={scroll}>
            {chosen.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noData')} />
            ) : (
              <ul style={list}>
                {chosen.map((item) => (
                  <li key={item.key} style={listItem}>
                    <span>{item.label}</span>
                    <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`${text('remove')} ${item.label}`} onClick={() => remove(item.key)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </DraggableModal>
  );
}
