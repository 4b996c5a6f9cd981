import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import dayjs from 'dayjs';
import { session, type MenuEntry } from '../../state/session';
import { Page } from '../common/Page';
import { dayPart, quickLinks } from './links';

function formatTime(value: number | string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

/** /home: the workbench. */
export function HomePage() {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const user = snap.userInfo;
  const name = user?.realName || user?.userName || user?.account || '';
  const part = dayPart(new Date().getHours());
  const greeting = part === 'morning' ? t`上午好，${name}` : part === 'afternoon' ? t`下午好，${name}` : t`晚上好，${name}`;
  const links = quickLinks(snap.menuList as readonly MenuEntry[]);
  const today = dayjs().format('YYYY-MM-DD dddd');

  return (
    <Page plain>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{greeting}</Typography.Title>
        <Typography.Text type="secondary">{t`今天是 ${today}`}</Typography.Text>
      </Card>
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
                      <a href={l.path} target="_blank" rel="noopener noreferrer">{l.title}</a>
                    ) : (
                      <Link to={l.path}>{l.title}</Link>
                    )}
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t`上次登录信息`} style={{ marginBottom: 16 }}>
            {user?.prevLoginTime ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t`时间`}>{formatTime(user.prevLoginTime)}</Descriptions.Item>
                <Descriptions.Item label={t`IP`}>{user.prevLoginIPAddress ?? ''}</Descriptions.Item>
                <Descriptions.Item label={t`地点`}>{user.prevLoginIPAddressName ?? ''}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t`暂无数据`}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
