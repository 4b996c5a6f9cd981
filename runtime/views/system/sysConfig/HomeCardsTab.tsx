import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Skeleton, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { HomeCard, HomeConfig } from '../../../../models/home';
import { notify } from '../../../data';
import { HOME_CARD_TITLES } from '../../home/cardTitles';
import { getHomeConfig, saveHomeConfig } from './api';

export interface HomeCardsTabProps {
  /** With btn_edit the cards can be chosen, ordered and saved; without, they are only shown. */
  editable: boolean;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; available: HomeCard[]; shown: HomeCard[] };
type Direction = 'up' | 'down';

/** Only the cards this screen can name: a server newer than the screen may know cards it has no title for. */
const known = (cards: HomeCard[]) => cards.filter((card) => card in HOME_CARD_TITLES);
const fromConfig = (config: HomeConfig): Loaded => ({ status: 'done', available: known(config.available), shown: known(config.cards) });

/**
 * The home dashboard's cards (系统配置 > 首页配置): which are shown and in what order, saved on their own through
 * systemConfig/updateHomeConfig (not with the settings). The shown cards come first in their order, then the others.
 */
export function HomeCardsTab({ editable }: HomeCardsTabProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // The button to focus once a card has moved: its row is re-placed, which may drop the focus.
  const refocus = useRef<{ card: HomeCard; direction: Direction } | null>(null);

  useEffect(() => {
    let live = true;
    getHomeConfig().then(
      (config) => { if (live) setState(fromConfig(config)); },
      (error: unknown) => { if (live) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => { live = false; };
  }, [version]);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = null;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-card="${wanted.card}"] [data-move="${direction}"]`);
    // At the top or the bottom the same button is disabled: the other one takes the focus.
    const same = button(wanted.direction);
    (same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((v) => v + 1);
  }, []);

  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'failed') {
    return <Alert type="error" showIcon title={t`首页配置加载失败`} description={state.message}
      action={<Button size="small" onClick={retry}>{t`重试`}</Button>} />;
  }
  if (state.available.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无可配置的卡片`} />;

  const { available, shown } = state;
  const rows = [...shown, ...available.filter((card) => !shown.includes(card))];
  const setShown = (next: HomeCard[]) => setState({ status: 'done', available, shown: next });

  const toggle = (card: HomeCard, on: boolean) => setShown(on ? [...shown, card] : shown.filter((c) => c !== card));
  const move = (card: HomeCard, direction: Direction) => {
    const from = shown.indexOf(card);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= shown.length) return;
    const next = [...shown];
    [next[from], next[to]] = [next[to], next[from]];
    refocus.current = { card, direction };
    setShown(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      const { config, message } = await saveHomeConfig(shown);
      notify.success(message || t`保存成功`);
      setState(fromConfig(config));
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t`勾选首页显示的卡片，用上移、下移调整显示顺序。`}</Typography.Paragraph>
      <ul ref={list} aria-label={t`首页卡片`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((card) => {
          const title = i18n._(HOME_CARD_TITLES[card]);
          const at = shown.indexOf(card);
          return (
            <li key={card} data-card={card}
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Checkbox checked={at >= 0} disabled={!editable} onChange={(e) => toggle(card, e.target.checked)}>{title}</Checkbox>
              <Space size={4}>
                <Button size="small" icon={<ArrowUpOutlined />} data-move="up" aria-label={t`上移 ${title}`}
                  disabled={!editable || at <= 0} onClick={() => move(card, 'up')} />
                <Button size="small" icon={<ArrowDownOutlined />} data-move="down" aria-label={t`下移 ${title}`}
                  disabled={!editable || at < 0 || at === shown.length - 1} onClick={() => move(card, 'down')} />
              </Space>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>{t`未选择卡片：首页不显示任何卡片。`}</Typography.Paragraph> : null}
      {editable ? (
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void save()}>{t`保存`}</Button>
          <Button onClick={retry}>{t`重置`}</Button>
        </Space>
      ) : null}
    </div>
  );
}
