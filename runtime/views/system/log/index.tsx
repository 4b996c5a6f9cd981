import { useState } from 'react';
import { Tabs } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { LogCategory } from '../../../data/api/system';
import { Page } from '../../common/Page';
import { LogTable } from './LogTable';

/** System log (menu address system/log): one tab per category 1..5. */
export function SystemLogPage() {
  const { t } = useLingui();
  const [category, setCategory] = useState<LogCategory>(1);
  const tabs: Array<[LogCategory, string]> = [[1, t`登录日志`], [2, t`访问日志`], [3, t`操作日志`], [4, t`异常日志`], [5, t`请求日志`]];
  return (
    <Page>
      <Tabs
        activeKey={String(category)}
        onChange={(key) => setCategory(Number(key) as LogCategory)}
        items={tabs.map(([key, label]) => ({ key: String(key), label }))}
      />
      <LogTable key={category} category={category} />
    </Page>
  );
}
