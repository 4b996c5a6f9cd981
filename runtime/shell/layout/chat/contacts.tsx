import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar, Empty, Input, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { getImUsers, type ImUserRow } from '../../../data/api/chat';
import { avatarSrc } from './avatar';
import { openChat } from './chat-window';
import { CONTACTS_THRESHOLD_PX, nearBottom } from './scroll';

/** Contacts come 20 at a time (docs/product.md#constants). */
export const CONTACTS_PAGE_SIZE = 20;

/** The 联系人 tab: everyone I can chat with, searched by name or account, the next page within 300 px of the end. */
export function Contacts({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<ImUserRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const state = useRef({ page: 0, done: false, loading: false });

  const load = useCallback(async (page: number, word: string) => {
    const s = state.current;
    if (s.loading) return;
    s.loading = true;
    setLoading(true);
    try {
      const data = await getImUsers({ keyword: word || undefined, currentPage: page, pageSize: CONTACTS_PAGE_SIZE });
      if (state.current !== s) return;
      const list = data?.list ?? [];
      setRows((current) => (page === 1 ? list : [...current, ...list.filter((r) => !current.some((c) => c.id === r.id))]));
      s.page = page;
      s.done = list.length < CONTACTS_PAGE_SIZE;
    } catch {
      // the message was shown; scrolling asks again
    } finally {
      s.loading = false;
      if (state.current === s) {
        setLoading(false);
        setLoaded(true);
      }
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    state.current = { page: 0, done: false, loading: false };
    void load(1, keyword);
  }, [active, keyword, load]);

  const onScroll = () => {
    const el = box.current;
    const s = state.current;
    if (el && s.page >= 1 && !s.done && !s.loading && nearBottom(el, CONTACTS_THRESHOLD_PX)) void load(s.page + 1, keyword);
  };

  return (
    <div className="chat-contacts">
      <Input.Search allowClear size="small" placeholder={t`请输入关键词查询`} aria-label={t`搜索联系人`} onSearch={(v) => setKeyword(v.trim())} />
      <div className="chat-contacts__scroll" ref={box} onScroll={onScroll}>
        <ul className="chat-list" aria-label={t`联系人`}>
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="chat-list__item" onClick={() => openChat(row)} data-testid="chat-contact">
                <Avatar size={36} src={avatarSrc(row.headIcon)} icon={<UserOutlined />} />
                <span className="chat-list__main">
                  <span className="chat-list__top"><span className="chat-list__name">{row.realName}/{row.account}</span></span>
                  <span className="chat-list__latest">{row.department ?? ''}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {loading ? <div className="chat-list__loading"><Spin size="small" /></div> : null}
        {loaded && !loading && rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} /> : null}
      </div>
    </div>
  );
}
