import { Suspense, useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { PageSchema, ListSchema, DetailSchema, FormSchema, TabsSchema } from '../../schemas';
import { loadSchema } from './registry';
import { RENDERER_LOADERS } from './loaders';
import { SchemaServicesProvider } from './SchemaServices';
import { Page } from '../views/common/Page';
import { Loading } from '../views/common/Loading';
import { lazyModule } from '../views/common/lazyModule';

const ListRenderer = lazyModule(RENDERER_LOADERS.list, (m) => m.ListRenderer);
const DetailRenderer = lazyModule(RENDERER_LOADERS.detail, (m) => m.DetailRenderer);
const FormPage = lazyModule(RENDERER_LOADERS.form, (m) => m.FormPage);
const TabsRenderer = lazyModule(RENDERER_LOADERS.tabs, (m) => m.TabsRenderer);

// For the shell's idle prefetch, which reaches them through this module (shell/layout/prefetch.ts).
export { RENDERER_LOADERS };

function Body({ schema, routeParams }: { schema: PageSchema; routeParams: Record<string, string> }) {
  switch (schema.type) {
    case 'list':
      return <ListRenderer schema={schema as ListSchema} routeParams={routeParams} />;
    case 'detail':
      return <DetailRenderer schema={schema as DetailSchema} routeParams={routeParams} />;
    case 'form':
      return <FormPage schema={schema as FormSchema} routeParams={routeParams} />;
    case 'tabs':
      return <TabsRenderer schema={schema as TabsSchema} routeParams={routeParams} />;
    default:
      return null;
  }
}

/** A screen rendered from the page schema `schemaId` (menu pages and fixed screens). */
export function SchemaPage({ schemaId, routeParams = {} }: { schemaId: string; routeParams?: Record<string, string> }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ id: string; schema?: PageSchema; error?: string }>({ id: schemaId });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadSchema(schemaId).then(
      (schema) => live && setState({ id: schemaId, schema }),
      (error: unknown) => live && setState({ id: schemaId, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => { live = false; };
  }, [schemaId, attempt]);

  if (state.error) {
    return (
      <Page>
        <Result status="warning" title={t`页面加载失败`} subTitle={state.error}
          extra={<Button onClick={() => { setState({ id: schemaId }); setAttempt((n) => n + 1); }}>{t`重试`}</Button>} />
      </Page>
    );
  }
  if (!state.schema || state.id !== schemaId) return <Loading />;
  return (
    <SchemaServicesProvider>
      <Suspense fallback={<Loading />}>
        <Page>
          <Body schema={state.schema} routeParams={routeParams} />
        </Page>
      </Suspense>
    </SchemaServicesProvider>
  );
}
