import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Tooltip } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useGo } from '../nav';
import { useMenuList, useMenuRoutes } from '../routes';
import { useFixedRoutes } from '../search-pool';
import { buildSearchPool, createSearcher, optionLabel, type SearchItem } from './pool';

/** Ctrl+K (Cmd+K), or '/' outside text fields. */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') return true;
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const target = e.target as HTMLElement | null;
  const tag = target?.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable);
}

/** Fuzzy search over the menu pages; choosing a result opens it. */
export function HeaderSearch() {
  const { t, i18n } = useLingui();
  const go = useGo();
  const menuRoutes = useMenuRoutes();
  const fixedRoutes = useFixedRoutes();
  const menuList = useMenuList();
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchItem[]>([]);
  const select = useRef<RefSelectProps>(null);

  // Rebuilt when routes or the language change (fixed route titles are translated).
  const search = useMemo(
    () => createSearcher(buildSearchPool(menuRoutes, fixedRoutes, menuList)),
    [menuRoutes, fixedRoutes, menuList, i18n.locale],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setResults([]);
  };

  const label = t`搜索`;
  return (
    <span className={`shell-search${open ? ' is-open' : ''}`}>
      <Tooltip title={`${label} (Ctrl+K)`}>
        <button type="button" className="shell-navbar__item" aria-label={label} aria-keyshortcuts="Control+K /"
          onClick={() => (open ? close() : setOpen(true))}>
          <SearchOutlined />
        </button>
      </Tooltip>
      {open && (
        <Select
          ref={select}
          className="shell-search__select"
          style={{ width: 210 }}
          value={null}
          placeholder={t`搜索：导航菜单`}
          showSearch={{ filterOption: false, onSearch: (q) => setResults(search(q)) }}
          suffixIcon={null}
          notFoundContent={null}
          options={results.map((item) => ({ value: item.path, label: optionLabel(item) }))}
          onChange={(path: string) => {
            close();
            go(path);
          }}
          onBlur={close}
          onKeyDown={(e) => { if (e.key === 'Escape') close(); }}
        />
      )}
    </span>
  );
}
