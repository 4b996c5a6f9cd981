import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal, Select, Steps } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../runtime/data';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import {
  fetchPositionOptions, fetchRoleOptions, fetchUserOptions, saveBatchGrants,
  type BatchTargets, type ObjectType, type PickerOption,
} from './api';
import { GrantTabs } from './GrantTabs';
import { GRANT_KINDS } from './tree';
import { useGrantEditor, type GrantSource } from './useGrantEditor';

interface Picker {
  options: PickerOption[];
  loading: boolean;
  error: string | null;
}

/** Options of one object picker, loaded once when the dialog opens. */
function usePicker(load: () => Promise<PickerOption[]>, attempt: number): Picker {
  const [state, setState] = useState<Picker>({ options: [], loading: true, error: null });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (options) => live && setState({ options, loading: false, error: null }),
      (error: unknown) => live && setState({ options: [], loading: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => { live = false; };
  }, [load, attempt]);
  return state;
}

const NO_TARGETS: BatchTargets = { roleIds: [], positionIds: [], userIds: [] };

const IDS_OF: Record<ObjectType, keyof BatchTargets> = { Role: 'roleIds', Position: 'positionIds', User: 'userIds' };

/**
 * The object whose trees step 2 shows (the authorisation API answers them per object; nothing is
 * pre-checked, since a batch only adds rights): the current one while it stays chosen, so going back
 * to add objects keeps the rights already ticked; else the first role, position or user.
 */
export function treeSource(targets: BatchTargets, current: GrantSource | null): GrantSource | null {
  if (current && targets[IDS_OF[current.objectType]].includes(current.objectId)) return current;
  for (const objectType of ['Role', 'Position', 'User'] as const) {
    const id = targets[IDS_OF[objectType]][0];
    if (id !== undefined) return { objectType, objectId: id };
  }
  return null;
}

/**
 * 批量授权 (custom toolbar action of the role list): step 1 picks roles, positions and users, step 2 the
 * rights; saving adds every right to every one of them (POST /api/permission/Authority/Data/Batch).
 */
export default function BatchAuthorizeDialog({ onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const [step, setStep] = useState(0);
  const [targets, setTargets] = useState<BatchTargets>(NO_TARGETS);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const roles = usePicker(fetchRoleOptions, attempt);
  const positions = usePicker(fetchPositionOptions, attempt);
  const users = usePicker(fetchUserOptions, attempt);
  // The trees load on entering step 2 (treeSource).
  const [source, setSource] = useState<GrantSource | null>(null);
  const editor = useGrantEditor(source, true);

  const count = targets.roleIds.length + targets.positionIds.length + targets.userIds.length;
  const pickerError = roles.error ?? positions.error ?? users.error;

  const next = () => {
    if (count === 0) {
      notify.warning(t`请选择要授权的角色、岗位或用户`);
      return;
    }
    setSource((current) => treeSource(targets, current));
    setStep(1);
  };

  const save = async () => {
    const lists = editor.lists();
    if (GRANT_KINDS.every((kind) => lists[kind].length === 0)) {
      notify.warning(t`请选择要授予的权限`);
      return;
    }
    setSaving(true);
    try {
      const msg = await saveBatchGrants(targets, lists);
      notify.success(msg || t`保存成功`);
      onDone();
    } catch {
      setSaving(false);
    }
  };

  const picker = (name: keyof BatchTargets, label: string, placeholder: string, state: Picker) => (
    <Form.Item label={label}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={label}
        placeholder={placeholder}
        loading={state.loading}
        options={state.options}
        value={targets[name]}
        onChange={(ids: string[]) => setTargets((s) => ({ ...s, [name]: ids }))}
      />
    </Form.Item>
  );

  const footer = step === 0
    ? [
      <Button key="cancel" onClick={onClose}>{t`取消`}</Button>,
      <Button key="next" type="primary" onClick={next}>{t`下一步`}</Button>,
    ]
    : [
      <Button key="back" onClick={() => setStep(0)}>{t`上一步`}</Button>,
      <Button key="save" type="primary" loading={saving} disabled={editor.status !== 'ready'} onClick={() => void save()}>{t`保存`}</Button>,
    ];

  return (
    <Modal open title={t`批量授权`} width={880} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: false }}>
      <Steps className="gl-auth-steps" size="small" current={step} items={[{ title: t`选择对象` }, { title: t`设置权限` }]} />
      {step === 0 ? (
        <>
          {pickerError ? (
            <Alert
              type="error"
              showIcon
              title={pickerError}
              action={<Button size="small" onClick={() => setAttempt((n) => n + 1)}>{t`重试`}</Button>}
            />
          ) : null}
          <Form layout="vertical">
            {picker('roleIds', t`角色`, t`请选择角色`, roles)}
            {picker('positionIds', t`岗位`, t`请选择岗位`, positions)}
            {picker('userIds', t`用户`, t`请选择用户`, users)}
          </Form>
        </>
      ) : (
        <GrantTabs editor={editor} />
      )}
    </Modal>
  );
}
