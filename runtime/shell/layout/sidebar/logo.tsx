import { GoldOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { settings } from '../../../state/settings';
import { ShellLink } from '../nav';

/** Product logo and name; the name is hidden when the sidebar is collapsed. */
export function Logo({ collapsed = false }: { collapsed?: boolean }) {
  const { title } = useSnapshot(settings);
  return (
    <ShellLink to="/home" className={`shell-logo${collapsed ? ' is-collapsed' : ''}`} aria-label={title}>
      <GoldOutlined className="shell-logo__icon" />
      {!collapsed && <span className="shell-logo__title">{title}</span>}
    </ShellLink>
  );
}
