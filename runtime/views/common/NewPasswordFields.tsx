import { Form, Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { catalogueRule } from './catalogueRule';
import { useLang } from '../../renderers/SchemaServices';

/**
 * A new password and its confirmation, inside an antd Form: the catalogue rule `password` (the one the server checks
 * too, server/modules/permission/password-policy.ts) and a confirmation that must match. Used by the own-password
 * change and the administrator's reset.
 */
export function NewPasswordFields({ name, confirmName, label, onPressEnter }: {
  name: string;
  confirmName: string;
  label?: string;
  onPressEnter?: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t`新密码`}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t`请输入新密码` },
          catalogueRule('password', lang),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t`确认密码`}
        dependencies={[name]}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t`请再次输入新密码` },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t`两次密码输入不一致`)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" onPressEnter={onPressEnter} />
      </Form.Item>
    </>
  );
}
