import type { TablePaginationConfig } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZES, nextPage, type PageState } from './paging';

/** antd Table pagination props for the generic layout: total, sizes, pager, jumper. */
export function usePaginationProps(page: PageState, total: number, onChange: (next: PageState) => void): TablePaginationConfig {
  const { t } = useLingui();
  return {
    current: page.currentPage,
    pageSize: page.pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (n) => t`共 ${n} 条`,
    onChange: (current, size) => onChange(nextPage(page, current, size)),
  };
}
