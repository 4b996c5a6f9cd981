import { useId, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { pickText, type Lang, type SearchField } from '../../../schemas';
import { SearchControl } from './SearchControl';
import type { SearchValues } from './searchParams';

/** Fields shown before 展开 (docs/product.md#jnpf-list-config: JNPF's list page shows 3). */
export const COLLAPSED_FIELDS = 3;

export interface SearchFormProps {
  fields: readonly SearchField[];
  lang: Lang;
  /** The fields' default values: the starting values and what 重置 goes back to. */
  defaults: SearchValues;
  /** Runs on 查询 (or Enter in a field) and on 重置, with the form's values. */
  onSearch(values: SearchValues): void;
}

const colSpan = { xs: 24, sm: 12, md: 8, lg: 6 };

/** The search form above the list: the first fields, an expand link for the rest, 查询 and 重置. */
export function SearchForm({ fields, lang, defaults, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [values, setValues] = useState<SearchValues>(defaults);
  // The values as of the last change, for an `instant` field that commits right after changing (a scan).
  const latest = useRef<SearchValues>(defaults);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_FIELDS);
  const set = (vModel: string, value: unknown) => {
    latest.current = { ...latest.current, [vModel]: value };
    setValues(latest.current);
  };
  const reset = () => {
    latest.current = defaults;
    setValues(defaults);
    onSearch(defaults);
  };

  return (
    <Form className="gl-search" component="form" onFinish={() => onSearch(values)} role="search">
      <Row gutter={16}>
        {shown.map((field) => {
          const id = `${baseId}-${field.vModel}`;
          return (
            <Col key={field.vModel} {...colSpan}>
              <Form.Item label={pickText(field.label, lang)} htmlFor={id}>
                <SearchControl
                  field={field}
                  value={values[field.vModel]}
                  onChange={(v) => set(field.vModel, v)}
                  onCommit={field.instant ? () => onSearch(latest.current) : undefined}
                  lang={lang}
                  id={id}
                />
              </Form.Item>
            </Col>
          );
        })}
        {/* The buttons keep together: with no room left on the row they move down as one group. */}
        <Col flex="auto">
          <Form.Item>
            <div className="gl-search-buttons">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t`查询`}</Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>{t`重置`}</Button>
              {fields.length > COLLAPSED_FIELDS ? (
                <Button type="link" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
                  {expanded ? t`收起` : t`展开`}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              ) : null}
            </div>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
