import { useEffect, useState } from 'react';
import { Result, Spin, Tabs } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { DetailTab, ListSchema } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { ListRenderer } from '../list';
import { loadSchema } from '../registry';

/** One tab: the list schema `list`, with the detail's route params, embedded in the page (also the tabs page's tabs). */
export function TabList({ listId, routeParams }: { listId: string; routeParams: Record<string, string> }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ schema?: ListSchema; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadSchema<ListSchema>(listId).then(
      (schema) => live && setState({ schema }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [listId]);
  if (state.error) return <Result status="warning" title={t`页面加载失败`} subTitle={state.error} />;
  if (!state.schema) return <Spin aria-label={t`加载中`} />;
  return <ListRenderer schema={state.schema} routeParams={routeParams} embedded />;
}

/** The tabs under a detail's fields (history and other related lists); `version` remounts them. */
export function DetailTabs({ tabs, routeParams, lang, version }: { tabs: DetailTab[]; routeParams: Record<string, string>; lang: Lang; version: number }) {
  return (
    <Tabs
      style={{ marginTop: 16 }}
      items={tabs.map((tab, index) => ({
        key: String(index),
        label: pickText(tab.label, lang),
        children: <TabList key={version} listId={tab.list} routeParams={routeParams} />,
      }))}
    />
  );
}
