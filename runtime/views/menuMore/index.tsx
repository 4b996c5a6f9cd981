import { Card, Col, Row, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session, type MenuEntry } from '../../state/session';
import { Page } from '../common/Page';
import { quickLinks } from '../home/links';

/** /menuMore: every top-level menu with its pages (the top menu's 'More ...' entry). */
export function MenuMorePage() {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const menus = snap.menuList as readonly MenuEntry[];
  return (
    <Page plain>
      <Row gutter={[16, 16]}>
        {menus.map((m) => (
          <Col key={m.id} xs={24} md={12} lg={8}>
            <Card title={m.fullName} size="small">
              {quickLinks([m], 50).map((l) => (
                <div key={l.id} style={{ padding: '2px 0' }}>
                  {l.external ? <a href={l.path} target="_blank" rel="noopener noreferrer">{l.title}</a> : <Link to={l.path}>{l.title}</Link>}
                </div>
              ))}
            </Card>
          </Col>
        ))}
        {menus.length === 0 ? <Typography.Text type="secondary">{t`暂无数据`}</Typography.Text> : null}
      </Row>
    </Page>
  );
}
