import { useEffect, useState } from 'react';
import { Button, Descriptions, Form, Input, Select, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { getBaseInfo, updateBaseInfo, type BaseInfo } from '../../data/api/currentUser';
import { notify } from '../../data/feedback';
import { session } from '../../state/session';
import { catalogueRule } from '../common/catalogueRule';
import { useLang } from '../../renderers/SchemaServices';

/** 个人资料: personal data form (PUT BaseInfo). */
export function BaseInfoTab() {
  const { t } = useLingui();
  const lang = useLang();
  const [form] = Form.useForm<BaseInfo>();
  const [info, setInfo] = useState<BaseInfo | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getBaseInfo().then((data) => {
      if (!live) return;
      setInfo(data ?? {});
      form.setFieldsValue(data ?? {});
    }).catch(() => { if (live) setInfo({}); });
    return () => { live = false; };
  }, [form]);

  if (!info) return <Skeleton active />;

  const save = async (values: BaseInfo) => {
    setSaving(true);
    try {
      await updateBaseInfo({ ...info, ...values });
      if (session.userInfo && values.realName) session.userInfo.realName = values.realName;
      notify.success(t`保存成功`);
    } catch {
      /* message shown by the HTTP client */
    } finally {
      setSaving(false);
    }
  };

  const extra = [
    [t`所属组织`, info.organizeName ?? info.departmentName],
    [t`岗位`, info.positionName],
    [t`角色`, info.roleName],
  ].filter(([, v]) => v);

  return (
    <div style={{ maxWidth: 560 }}>
      {extra.length ? (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          {extra.map(([label, value]) => <Descriptions.Item key={String(label)} label={label}>{String(value)}</Descriptions.Item>)}
        </Descriptions>
      ) : null}
      <Form<BaseInfo> form={form} layout="horizontal" labelCol={{ span: 5 }} onFinish={save}>
        <Form.Item name="account" label={t`账号`}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="realName" label={t`姓名`} rules={[{ required: true, whitespace: true, message: t`请输入姓名` }]} validateTrigger="onBlur">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="gender" label={t`性别`}>
          <Select allowClear options={[{ value: 1, label: t`男` }, { value: 2, label: t`女` }]} />
        </Form.Item>
        <Form.Item name="mobilePhone" label={t`手机`} validateTrigger="onBlur" rules={[catalogueRule('mobile', lang)]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="telePhone" label={t`电话`} validateTrigger="onBlur" rules={[catalogueRule('mobileOrLandline', lang)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t`邮箱`} validateTrigger="onBlur" rules={[catalogueRule('email', lang)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="signature" label={t`个性签名`}>
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={saving}>{t`保存`}</Button>
        </Form.Item>
      </Form>
    </div>
  );
}
