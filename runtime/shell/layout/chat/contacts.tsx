import { useEffect, useRef, useState } from 'react';
import { Avatar, Empty, Input, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { getImUsers } from '../../../data/api/chat';
import { usePagedList } from '../../../views/common/usePagedList';
import { avatarSrc } from './avatar';
import { openChat } from './chat-window';
import { CONTACTS_THRESHOLD_PX, nearBottom } from './scroll';

/** Contacts come 20 at a time (docs/product.md#constants). */
export const CONTACTS_PAGE_SIZE = 20;

/** The 联系人 tab: everyone I can chat with, searched by name or account, the next page within 300 px of the end. */
export function Contacts({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const fetchPage = (page: number) => getImUsers({ keyword: keyword || undefined, currentPage: page, pageSize: CONTACTS_PAGE_SIZE }).then((data) => data?.list ?? []);
  // A failed page leaves the list open: the message was shown, and scrolling asks again.
  const { list: rows, loading, loaded, loadMore, reload } = usePagedList({ fetchPage, pageSize: CONTACTS_PAGE_SIZE, stopOnError: false });

  useEffect(() => {
    if (active) reload();
  }, [active, keyword, reload]);

  const onScroll = () => {
    if (box.current && nearBottom(box.current, CONTACTS_THRESHOLD_PX)) loadMore();
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
