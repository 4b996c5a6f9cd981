import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ActionSchema } from '../../../schemas';
import { evaluateCondition } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { navigateTo, notify } from '../../data';
import { usePermission } from '../../permission/Permission';
import { callApi } from '../api';
import { FormDialog } from '../form/FormDialog';
import { resolveTemplate } from '../template';

interface OpenForm {
  schemaId: string;
  recordId?: string;
  context: Record<string, unknown>;
}

export interface DetailActionsProps {
  actions: ActionSchema[];
  record: Record<string, unknown>;
  routeParams: Record<string, string>;
  lang: Lang;
  /** After a save or an api action: reload the record and the tabs. */
  onChanged: () => void;
}

/**
 * The buttons of a detail page. An action whose permission code the user lacks for the page's modelId
 * is not shown. edit opens the form with the record id, form opens it with the record as `row`,
 * detail/history/link navigate, api calls (after its confirmation). List-only kinds are ignored here.
 */
export function DetailActions({ actions, record, routeParams, lang, onChanged }: DetailActionsProps) {
  const { t } = useLingui();
  const { has } = usePermission();
  const [open, setOpen] = useState<OpenForm | null>(null);
  const recordId = String(record.id ?? routeParams.id ?? '');
  const context = { row: record, route: routeParams, id: recordId };

  const defaultLabel = (action: ActionSchema): string => {
    switch (action.action) {
      case 'edit':
        return t`编辑`;
      case 'detail':
        return t`详情`;
      case 'history':
        return t`修改记录`;
      default:
        return action.name ?? action.action;
    }
  };

  const run = async (action: ActionSchema) => {
    switch (action.action) {
      case 'edit':
        if (action.form) setOpen({ schemaId: action.form, recordId, context: { route: routeParams } });
        return;
      case 'form':
        if (action.form) setOpen({ schemaId: action.form, context: { row: record, route: routeParams } });
        return;
      case 'detail':
      case 'history':
      case 'link':
        if (action.to) navigateTo(resolveTemplate(action.to, context) as string);
        return;
      case 'api':
        if (!action.api) return;
        try {
          const reply = await callApi(action.api, context);
          notify.success(reply.msg || t`操作成功`);
          onChanged();
        } catch {
          // The HTTP layer has shown the message.
        }
        return;
      default:
        return;
    }
  };

  const supported = new Set(['edit', 'form', 'detail', 'history', 'link', 'api']);
  const shown = actions.filter(
    (action) =>
      supported.has(action.action) &&
      (!action.permission || has(action.permission)) &&
      (!action.visibleOn || evaluateCondition(action.visibleOn, { ...record, row: record, route: routeParams }, false)),
  );

  return (
    <>
      <Space wrap>
        {shown.map((action, index) => {
          const label = pickText(action.label, lang) || defaultLabel(action);
          const key = `${action.name ?? action.action}-${index}`;
          const button = (
            <Button type={action.action === 'edit' ? 'primary' : 'default'} danger={action.danger} onClick={action.confirm ? undefined : () => void run(action)}>
              {label}
            </Button>
          );
          return action.confirm ? (
            <Popconfirm key={key} title={pickText(action.confirm, lang)} onConfirm={() => run(action)} okText={t`确定`} cancelText={t`取消`}>
              {button}
            </Popconfirm>
          ) : (
            <span key={key}>{button}</span>
          );
        })}
      </Space>
      {open ? (
        <FormDialog
          open
          schemaId={open.schemaId}
          recordId={open.recordId}
          context={open.context}
          onClose={(saved) => {
            setOpen(null);
            if (saved) onChanged();
          }}
        />
      ) : null}
    </>
  );
}
