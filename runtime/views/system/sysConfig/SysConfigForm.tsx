import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import { useLingui } from '@lingui/react/macro';
import { RULES } from '../../../../schemas/validation';
import { pickText, type Lang } from '../../../../schemas/text';
import { notify } from '../../../data';
import { TIME_ZONE_KEY, timeZoneNames } from '../../../../schemas/format/time';
import { setDisplayTimeZone } from '../../../../widgets/common/time-zone';
import { saveSysConfig } from './api';
import { HomeCardsTab } from './HomeCardsTab';
import { SETTING_TABS, toFormValues, toSettings, type Setting } from './fields';

export interface SysConfigFormProps {
  config: Record<string, unknown>;
  /** With btn_edit the settings can be changed and saved; without, they are only shown. */
  editable: boolean;
  lang: Lang;
  /** After a save: the page reloads the settings. */
  onSaved(): void;
}

const fullWidth = { width: '100%' } as const;
/** The home cards' tab: saved on its own (HomeCardsTab), so the settings' buttons are not shown on it. */
const HOME_TAB = 'home';

let zones: Array<{ value: string; label: string }> | undefined;
const zoneOptions = () => (zones ??= timeZoneNames().map((z) => ({ value: z, label: z })));

/** The antd control of one setting (bound by its Form.Item). */
function Control({ setting, ...bound }: { setting: Setting }) {
  const { t, i18n } = useLingui();
  const kind = setting.kind;
  switch (kind.type) {
    case 'textarea':
      return <Input.TextArea {...bound} rows={3} maxLength={kind.max} showCount={!!kind.max} />;
    case 'integer':
      return <InputNumber {...bound} min={kind.min} max={kind.max} precision={0} style={fullWidth} />;
    case 'flag':
      return <Switch {...bound} />;
    case 'choice':
      return <Radio.Group {...bound} options={kind.options.map((o) => ({ value: o.value, label: i18n._(o.label) }))} />;
    case 'zone':
      return <Select {...bound} showSearch options={zoneOptions()} style={fullWidth} />;
    case 'secret':
      return <Input.Password {...bound} autoComplete="new-password" placeholder={t`不修改请留空`} />;
    default:
      return <Input {...bound} maxLength={kind.max} />;
  }
}

/** The settings in tabs (基本设置 / 安全设置 / 邮件设置), saved together with one PUT; then the home cards (首页配置). */
export function SysConfigForm({ config, editable, lang, onSaved }: SysConfigFormProps) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState(SETTING_TABS[0].key);
  const initial = useMemo(() => toFormValues(config), [config]);

  const rulesOf = (setting: Setting): Rule[] => {
    const rules: Rule[] = [];
    const label = i18n._(setting.label);
    const kind = setting.kind;
    // `whitespace` only on texts: any key besides `required` makes antd check the value as a string.
    if (kind.type === 'integer' && kind.required) rules.push({ required: true, message: t`请输入${label}` });
    if (kind.type === 'text' && kind.required) rules.push({ required: true, whitespace: true, message: t`请输入${label}` });
    if (kind.type === 'text' && kind.email) {
      const email = RULES.email;
      rules.push({ validator: async (_, value) => { if (value && !email.test(String(value))) throw new Error(pickText(email.message, lang)); } });
    }
    if (kind.type === 'text' && kind.check) {
      const check = kind.check;
      rules.push({ validator: async (_, value) => { if (value && !check.test(String(value).trim())) throw new Error(pickText(check.message, lang)); } });
    }
    return rules;
  };

  const item = (setting: Setting) => (
    <Form.Item
      key={setting.key}
      name={setting.key}
      label={i18n._(setting.label)}
      rules={rulesOf(setting)}
      valuePropName={setting.kind.type === 'flag' ? 'checked' : 'value'}
      extra={setting.tip ? i18n._(setting.tip) : undefined}
    >
      <Control setting={setting} />
    </Form.Item>
  );

  const save = async () => {
    let values: Record<string, string | number | boolean | null | undefined>;
    try {
      values = await form.validateFields();
    } catch (error) {
      // antd shows the errors under the fields; the tab of the first one is brought forward.
      const first = (error as { errorFields?: Array<{ name: Array<string | number> }> }).errorFields?.[0]?.name[0];
      const owner = SETTING_TABS.find((item) => item.settings.some((setting) => setting.key === first));
      if (owner) setTab(owner.key);
      return;
    }
    setSaving(true);
    try {
      const message = await saveSysConfig(toSettings(values));
      // Screens show times in the saved zone from now on, as exports will.
      setDisplayTimeZone(toSettings(values)[TIME_ZONE_KEY]);
      notify.success(message || t`保存成功`);
      onSaved();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} initialValues={initial} disabled={!editable} labelCol={{ flex: '150px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 760 }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          ...SETTING_TABS.map((tab) => ({ key: tab.key, label: i18n._(tab.label), forceRender: true, children: tab.settings.map(item) })),
          { key: HOME_TAB, label: t`首页配置`, children: <HomeCardsTab editable={editable} /> },
        ]}
      />
      {editable && tab !== HOME_TAB ? (
        <Form.Item wrapperCol={{ offset: 0 }} style={{ paddingLeft: 150 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()}>{t`保存`}</Button>
            <Button onClick={() => form.resetFields()}>{t`重置`}</Button>
          </Space>
        </Form.Item>
      ) : null}
    </Form>
  );
}
