import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Spin, Switch } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../runtime/data';
import { useLang } from '../../runtime/renderers/SchemaServices';
import type { CustomDialogProps } from '../../runtime/views/screens';
import { ConditionBuilder } from './scheme/ConditionBuilder';
import { fromConditionJson, incompleteGroups, toConditionJson, type DraftGroup, type RuleField } from './scheme/conditions';
import { loadRuleFields, loadScheme, saveScheme, type StoredScheme } from './scheme/schemeApi';
import { useRouteId } from './scheme/useRouteId';

interface BasicValues {
  fullName: string;
  /** The name in the other languages (docs/architecture.md#names-that-are-data): blank shows the zh name. */
  fullNameZhtw: string;
  fullNameEn: string;
  enCode: string;
  sortCode?: number | null;
  enabledMark: boolean;
  description?: string;
}

interface Loaded {
  status: 'loading' | 'ready' | 'error';
  fields: RuleField[];
  record: StoredScheme | null;
  error?: string;
}

const LOADING: Loaded = { status: 'loading', fields: [], record: null };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function initialValues(record: StoredScheme | null): BasicValues {
  return {
    fullName: record?.fullName ?? '',
    fullNameZhtw: record?.fullNameZhtw ?? '',
    fullNameEn: record?.fullNameEn ?? '',
    enCode: record?.enCode ?? '',
    sortCode: record?.sortCode ?? 0,
    enabledMark: record ? record.enabledMark !== 0 : true,
    description: record?.description ?? undefined,
  };
}

/**
 * Add or edit a data-rule scheme of a menu (custom dialog 'system.menuScheme'): name, code and the
 * condition groups over the rule fields the server offers for the menu. The row of an edit is the
 * scheme (id, moduleId); a toolbar add takes the menu id from the route ('/system/menu/schemes/$id').
 */
export default function SchemeDialog({ row, onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
  const routeId = useRouteId();
  const schemeId = row?.id === undefined || row.id === null ? undefined : String(row.id);
  const moduleId = typeof row?.moduleId === 'string' && row.moduleId ? row.moduleId : routeId;

  const [form] = Form.useForm<BasicValues>();
  const [loaded, setLoaded] = useState<Loaded>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const [groups, setGroups] = useState<DraftGroup[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    if (!moduleId) return;
    let live = true;
    Promise.all([loadRuleFields(moduleId), schemeId === undefined ? Promise.resolve(null) : loadScheme(schemeId)]).then(
      ([fields, record]) => {
        if (!live) return;
        setGroups(record ? fromConditionJson(record.conditionJson) : []);
        setLoaded({ status: 'ready', fields, record });
      },
      (error: unknown) => {
        if (live) setLoaded({ status: 'error', fields: [], record: null, error: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [moduleId, schemeId, attempt]);

  const retry = () => {
    setLoaded(LOADING);
    setAttempt((n) => n + 1);
  };

  const save = async () => {
    if (!moduleId || loaded.status !== 'ready') return;
    let values: BasicValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const missing = incompleteGroups(groups);
    if (missing.length > 0) {
      const groupNumbers = missing.join(', ');
      setShowErrors(true);
      setSaveError(t`请完善条件组 ${groupNumbers} 中的字段、条件和数据值`);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await saveScheme(
        {
          moduleId,
          fullName: values.fullName.trim(),
          fullNameZhtw: values.fullNameZhtw?.trim() ?? '',
          fullNameEn: values.fullNameEn?.trim() ?? '',
          enCode: values.enCode.trim(),
          conditionJson: toConditionJson(groups),
          sortCode: values.sortCode ?? 0,
          enabledMark: values.enabledMark ? 1 : 0,
          description: values.description?.trim() || undefined,
        },
        schemeId,
      );
      notify.success(t`保存成功`);
      onDone();
    } catch (error) {
      // The HTTP layer showed the server's message as a popup; it stays here while the user corrects.
      setSaveError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const body = () => {
    if (!moduleId) return <Alert type="error" showIcon title={t`未找到所属菜单`} />;
    if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    if (loaded.status === 'error') {
      return (
        <Alert
          type="error"
          showIcon
          title={loaded.error || t`加载失败`}
          action={<Button size="small" onClick={retry}>{t`重试`}</Button>}
        />
      );
    }
    return (
      <Form<BasicValues> form={form} layout="horizontal" labelCol={{ flex: '90px' }} labelWrap initialValues={initialValues(loaded.record)}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="fullName" label={t`方案名称`} rules={[{ required: true, whitespace: true, message: t`方案名称不能为空` }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enCode" label={t`方案编码`} rules={[{ required: true, whitespace: true, message: t`方案编码不能为空` }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          {/* The scheme's name is shown in the authorisation dialog: one per language, as the other admin forms. */}
          <Col span={12}>
            <Form.Item name="fullNameZhtw" label={t`繁体名称`} tooltip={t`不填则显示中文名称`}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="fullNameEn" label={t`英文名称`} tooltip={t`不填则显示中文名称`}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sortCode" label={t`排序`}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabledMark" label={t`状态`} valuePropName="checked">
              <Switch checkedChildren={t`启用`} unCheckedChildren={t`禁用`} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t`过滤条件`}>
          {loaded.fields.length === 0 ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t`该菜单没有可用于数据权限的字段`} />
          ) : null}
          <ConditionBuilder fields={loaded.fields} groups={groups} onChange={setGroups} lang={lang} showErrors={showErrors} />
        </Form.Item>
        <Form.Item name="description" label={t`说明`}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        {saveError ? <Alert type="error" showIcon title={saveError} /> : null}
      </Form>
    );
  };

  return (
    <Modal
      open
      width={800}
      title={schemeId === undefined ? t`新建方案` : t`编辑方案`}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: loaded.status !== 'ready' || !moduleId }}
      confirmLoading={saving}
      okText={t`确定`}
      cancelText={t`取消`}
      maskClosable={false}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
