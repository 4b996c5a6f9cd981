import { Radio } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { setSystemTheme } from '../../data/api/currentUser';
import { notify } from '../../data/feedback';
import { LAYOUT_TYPES, settings, type LayoutType } from '../../state/settings';

/** 系统风格: the layout type, saved on the server and applied at once. */
export function ThemeTab() {
  const { t } = useLingui();
  const s = useSnapshot(settings);
  const labels: Record<LayoutType, string> = { classic: t`经典`, functional: t`功能`, plain: t`简洁` };

  const change = async (theme: LayoutType) => {
    try {
      await setSystemTheme(theme);
      settings.layoutType = theme;
      notify.success(t`设置成功`);
    } catch {
      /* message shown by the HTTP client */
    }
  };

  return (
    <Radio.Group
      value={s.layoutType}
      onChange={(e) => void change(e.target.value as LayoutType)}
      options={LAYOUT_TYPES.map((value) => ({ value, label: labels[value] }))}
    />
  );
}
