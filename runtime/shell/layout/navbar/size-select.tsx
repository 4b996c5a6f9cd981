import { Dropdown, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { notify } from '../../../data';
import { appState, type Size } from '../../../state/app';

const SIZES: Size[] = ['default', 'medium', 'small', 'mini'];

/** Component size of the whole UI (Default, Medium, Small, Mini). */
export function SizeSelect() {
  const { t } = useLingui();
  const { size } = useSnapshot(appState);
  const labels: Record<Size, string> = { default: t`默认`, medium: t`中等`, small: t`小型`, mini: t`迷你` };
  const label = t`布局大小`;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((value) => ({ key: value, label: labels[value], disabled: value === size })),
        onClick: ({ key }) => {
          appState.size = key as Size;
          notify.success(t`切换大小成功`);
        },
      }}
    >
      <Tooltip title={label} placement="left">
        <button type="button" className="shell-navbar__item" aria-label={label}>
          <FontSizeOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
