import { lazy, Suspense } from 'react';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import dayjs from 'dayjs';
import { session, type MenuEntry } from '../../state/session';
import { MenuIcon } from '../../shell/layout/icons';
import { prevLoginInfo } from '../../shell/layout/prev-login';
import { Page } from '../common/Page';
import { useDisplayTimeZone } from '../../../widgets/common/time-zone';
import { dayPart, quickLinks, zoneDay } from './links';

// The dashboard (charts, map) is its own chunk, downloaded after the workbench shows.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** /home: the workbench: a greeting, the dashboard cards the user sees, quick links and the previous sign-in. */
export function HomePage() {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const user = snap.userInfo;
  const name = user?.realName || user?.userName || user?.account || '';
  // The configured time zone's clock, as every time on the screens (widgets/common/time-zone.ts).
  const now = zoneDay(Date.now(), useDisplayTimeZone());
  const part = dayPart(now.hour);
  const greeting = part === 'morning' ? t`上午好，${name}` : part === 'afternoon' ? t`下午好，${name}` : t`晚上好，${name}`;
  const links = quickLinks(snap.menuList as readonly MenuEntry[]);
  const today = dayjs(now.date).format('YYYY-MM-DD dddd');
  const prev = prevLoginInfo(user);

  return (
    <Page plain>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{greeting}</Typography.Title>
        <Typography.Text type="secondary">{t`今天是 ${today}`}</Typography.Text>
      </Card>
      <Suspense fallback={<Skeleton active style={{ marginBottom: 16 }} />}>
        <Dashboard />
      </Suspense>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card title={t`快捷入口`} style={{ marginBottom: 16 }}>
            {links.length === 0 ? (
              <Typography.Text type="secondary">{t`暂无数据`}</Typography.Text>
            ) : (
              <Row gutter={[12, 12]}>
                {links.map((l) => (
                  <Col key={l.id} xs={12} sm={8} md={6}>
                    {l.external ? (
                      <a href={l.path} target="_blank" rel="noopener noreferrer"><MenuIcon icon={l.icon} /> {l.title}</a>
                    ) : (
                      <Link to={l.path}><MenuIcon icon={l.icon} /> {l.title}</Link>
                    )}
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t`上次登录信息`} style={{ marginBottom: 16 }}>
            {prev ? (
              <Descriptions column={1} size="small" items={[
                { key: 'time', label: t`时间`, children: prev.time },
                { key: 'ip', label: t`IP`, children: prev.ip || '-' },
                { key: 'place', label: t`地点`, children: prev.place || '-' },
              ]} />
            ) : (
              <Typography.Text type="secondary">{t`暂无数据`}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
