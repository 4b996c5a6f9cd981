import { useMemo } from 'react';
import { Tabs } from 'antd';
import { pickText, type TabsSchema } from '../../../schemas';
import { usePermission } from '../../permission/Permission';
import { TabList } from '../detail/DetailTabs';
import { useLang } from '../SchemaServices';

export interface TabsRendererProps {
  schema: TabsSchema;
  routeParams?: Record<string, string>;
}

/**
 * Several lists of one menu page, one per tab (schemas/page/language.ts TabsSchema). A tab's list loads when the
 * tab is first opened and keeps its search and page while another tab is shown. A tab with a `permission` the
 * user lacks is left out; the lists' own buttons follow the same page's permission list.
 */
export function TabsRenderer({ schema, routeParams }: TabsRendererProps) {
  const lang = useLang();
  const permission = usePermission();
  const route = useMemo(() => routeParams ?? {}, [routeParams]);
  const items = schema.tabs
    .filter((tab) => !tab.permission || permission.has(tab.permission))
    .map((tab) => ({
      key: tab.list,
      label: pickText(tab.label, lang),
      children: <TabList listId={tab.list} routeParams={route} />,
    }));
  return <Tabs className="gl-page-tabs" items={items} />;
}
