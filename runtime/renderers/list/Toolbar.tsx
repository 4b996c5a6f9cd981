import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ActionSchema, Lang } from '../../../schemas';
import { actionIcon, actionLabel, actionName } from './actions';

export interface ToolbarProps {
  /** Toolbar actions the user may run (permission applied). */
  actions: readonly ActionSchema[];
  lang: Lang;
  /** Page title, shown on the left when the list is a page of its own. */
  title?: string;
  /** Name of the action whose call is running (its button shows a loading state). */
  busy: string | null;
  onRun(action: ActionSchema): void;
  onRefresh(): void;
  /** The column-settings control. */
  settings: ReactNode;
}

/** Page buttons on the left (add, export, batch remove, ...), refresh and column settings on the right. */
export function Toolbar({ actions, lang, title, busy, onRun, onRefresh, settings }: ToolbarProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <div className="gl-toolbar">
      <Space wrap>
        {title ? <span className="gl-title">{title}</span> : null}
        {actions.map((action, index) => {
          const Icon = actionIcon(action);
          const name = actionName(action);
          return (
            <Button
              key={`${name}-${index}`}
              type={action.action === 'add' ? 'primary' : 'default'}
              danger={action.danger || action.action === 'batchRemove'}
              icon={Icon ? <Icon aria-hidden /> : undefined}
              loading={busy === name}
              onClick={() => onRun(action)}
            >
              {actionLabel(action, lang, i18n)}
            </Button>
          );
        })}
      </Space>
      <Space size={4}>
        <Tooltip title={t`刷新`}>
          <Button type="text" icon={<ReloadOutlined />} aria-label={t`刷新`} onClick={onRefresh} />
        </Tooltip>
        {settings}
      </Space>
    </div>
  );
}
