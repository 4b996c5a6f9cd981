import { useCallback, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { DetailSchema } from '../../../schemas';
import { pickText } from '../../../schemas/text';
import { useLang } from '../SchemaServices';
import { DetailActions } from './DetailActions';
import { DetailFields } from './DetailFields';
import { DetailTabs } from './DetailTabs';
import { useDetailRecord } from './useDetailRecord';

export interface DetailRendererProps {
  schema: DetailSchema;
  routeParams: Record<string, string>;
}

const headerStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, marginBottom: 8 } as const;

/** A detail page: the record read-only, its actions and its related lists. */
export function DetailRenderer({ schema, routeParams }: DetailRendererProps) {
  const { t } = useLingui();
  const lang = useLang();
  const { state, reload } = useDetailRecord(schema, routeParams);
  // Bumped after an edit so the tabs (the history) show the new rows too.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => {
    reload();
    setVersion((n) => n + 1);
  }, [reload]);

  if (state.status === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t`加载中`} />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <Result
        status="404"
        title={state.message || t`数据不存在`}
        extra={<Button onClick={() => window.history.back()}>{t`返回`}</Button>}
      />
    );
  }
  if (state.status === 'error') {
    return <Result status="warning" title={t`数据加载失败`} subTitle={state.message} extra={<Button onClick={reload}>{t`重试`}</Button>} />;
  }

  const title = pickText(schema.title, lang);
  return (
    <div className="schema-detail">
      <div style={headerStyle}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        {schema.actions?.length ? (
          <DetailActions actions={schema.actions} record={state.record} routeParams={routeParams} lang={lang} onChanged={changed} />
        ) : null}
      </div>
      <DetailFields fields={schema.fields} record={state.record} route={routeParams} lang={lang} />
      {schema.tabs?.length ? <DetailTabs tabs={schema.tabs} routeParams={routeParams} lang={lang} version={version} /> : null}
    </div>
  );
}
