import { createContext, useContext, type ReactNode } from 'react';
import { LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { TreeRowStatus } from './useTreeRows';

/** Loading and failed rows of a tree list; cells read it so the column definitions need not change. */
export const TreeStatusContext = createContext<TreeRowStatus>({ loading: {}, errors: {} });

/** Indent of one tree level, in pixels. */
export const TREE_INDENT = 20;

export interface TreeCellProps {
  rowId: string;
  depth: number;
  canExpand: boolean;
  expanded: boolean;
  onToggle(): void;
  children: ReactNode;
}

/**
 * The first data cell of a tree row: indent by level, the expander (a spinner while the children
 * load), the content, and the message of a failed load.
 */
export function TreeCell({ rowId, depth, canExpand, expanded, onToggle, children }: TreeCellProps) {
  const { t } = useLingui();
  const status = useContext(TreeStatusContext);
  const loading = !!status.loading[rowId];
  const error = status.errors[rowId];
  let lead: ReactNode;
  if (loading) {
    lead = <span className="gl-tr-toggle" role="status" aria-label={t`加载中`}><LoadingOutlined /></span>;
  } else if (canExpand) {
    lead = (
      <button
        type="button"
        className="gl-tr-toggle"
        aria-label={expanded ? t`收起` : t`展开`}
        aria-expanded={expanded}
        onClick={onToggle}
      >
        <RightOutlined className={expanded ? 'gl-tr-caret gl-tr-caret-open' : 'gl-tr-caret'} />
      </button>
    );
  } else {
    lead = <span className="gl-tr-toggle" aria-hidden />;
  }
  return (
    <span className="gl-tr-cell" style={{ paddingLeft: depth * TREE_INDENT }} data-depth={depth}>
      {lead}
      <span className="gl-tr-content">{children}</span>
      {error ? <span className="gl-tr-error" role="alert">{t`加载失败`}: {error}</span> : null}
    </span>
  );
}
