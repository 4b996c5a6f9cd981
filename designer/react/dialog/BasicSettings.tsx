import { useEffect, useState } from 'react';
import { Form, Input, Radio, Select, type FormInstance } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { loadCategories, type BasicValues, type CategoryItem } from './designApi';

/** Step 基础设置: name, code, category (the category dictionary when it exists, else free text), form only or form and list. */
export function BasicSettings({ form, initial, onChange }: { form: FormInstance<BasicValues>; initial: BasicValues; onChange: () => void }) {
  const { t } = useLingui();
  const [categories, setCategories] = useState<CategoryItem[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCategories().then((items) => live && setCategories(items));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Form<BasicValues> form={form} layout="horizontal" labelCol={{ flex: '100px' }} initialValues={initial} onValuesChange={onChange} className="designer-basic">
      <Form.Item name="fullName" label={t`功能名称`} rules={[{ required: true, whitespace: true, message: t`请输入功能名称` }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t`功能编码`}
        rules={[
          { required: true, whitespace: true, message: t`请输入功能编码` },
          { pattern: /^[A-Za-z][A-Za-z0-9.]*$/, message: t`只能输入字母、数字和点，以字母开头` },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="category" label={t`功能分类`}>
        {categories && categories.length > 0
          ? <Select allowClear options={categories.map((c) => ({ value: c.id, label: c.fullName }))} />
          : <Input maxLength={64} />}
      </Form.Item>
      <Form.Item name="webType" label={t`页面类型`}>
        <Radio.Group
          options={[
            { value: '2', label: t`表单和列表` },
            { value: '1', label: t`仅表单` },
          ]}
        />
      </Form.Item>
      <Form.Item name="type" hidden>
        <Input />
      </Form.Item>
    </Form>
  );
}
