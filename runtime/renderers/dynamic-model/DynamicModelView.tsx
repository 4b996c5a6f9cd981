import { useEffect, useState } from 'react';
import { Result } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { AppRoute } from '../../state/session';
import { request } from '../../data';
import { routeTitle } from '../../permission/fixed';
import { SchemaPage } from '../../views/SchemaPageLazy';
import { NotAvailable } from '../../views/common/NotAvailable';
import { Loading } from '../../views/common/Loading';
import { Page } from '../../views/common/Page';
import { readModelConfig, type ConfigOutcome } from './config';
import { loadPageCheck } from './check';
import { installModelPages, type InstalledPage } from './install';

// For the shell's idle prefetch: the page-schema check a first visit loads (shell/layout/prefetch.ts).
export { loadPageCheck };

type State =
  | { status: 'loading' }
  /** Config refused or unreachable (never published, disabled, no access): the server's message when it gave one. */
  | { status: 'missing'; message?: string }
  | { status: 'broken'; outcome: Extract<ConfigOutcome, { ok: false }> }
  | ({ status: 'ready' } & InstalledPage);

/** The Config of a published design (the design id is the menu's `moduleId`). */
export function configUrl(modelId: string): string {
  return `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Config`;
}

async function loadPages(modelId: string): Promise<State> {
  let data: unknown;
  try {
    // Silent: the view itself says what went wrong, no popup on top of it.
    data = (await request({ url: configUrl(modelId), silent: true })).data;
  } catch (error) {
    return { status: 'missing', message: error instanceof Error && error.message ? error.message : undefined };
  }
  const outcome = readModelConfig(data, await loadPageCheck());
  if (!outcome.ok) return { status: 'broken', outcome };
  return { status: 'ready', ...installModelPages(modelId, outcome.pages) };
}

/**
 * Menu type 3 (view 'dynamicModel'): a design published live. Its Config brings the form and list schemas as
 * text; they are registered under their ids and the list renders as a schema menu page does (the menu's
 * `modelId` guards its buttons through the route context MenuView provides). A form-only design shows its form.
 */
export function DynamicModelView({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const modelId = route.meta.relationId ?? '';
  const [state, setState] = useState<{ modelId: string; state: State }>({ modelId, state: { status: 'loading' } });

  useEffect(() => {
    let live = true;
    if (!modelId) setState({ modelId, state: { status: 'missing' } });
    else void loadPages(modelId).then((next) => live && setState({ modelId, state: next }));
    return () => {
      live = false;
    };
  }, [modelId]);

  const current = state.modelId === modelId ? state.state : { status: 'loading' as const };
  const title = routeTitle(route.meta);
  switch (current.status) {
    case 'loading':
      return <Loading />;
    case 'missing':
      return <NotAvailable title={title} message={current.message ?? t`此功能尚未发布或已停用`} />;
    case 'broken': {
      const { what, problem } = current.outcome;
      const text =
        what === 'form' ? t`该功能的表单设计有误：${problem}` : what === 'list' ? t`该功能的列表设计有误：${problem}` : t`该功能的配置无法读取：${problem}`;
      return (
        <Page>
          <Result status="warning" title={title} subTitle={text} />
        </Page>
      );
    }
    case 'ready':
      return <SchemaPage key={current.version} schemaId={current.schemaId} />;
  }
}
