import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { ColumnSchema, Lang } from '../../schemas';
import { ColumnSettings } from '../../runtime/renderers/list/ColumnSettings';
import { defaultVisibility, type ColumnVisibility } from '../../runtime/renderers/list/useColumnVisibility';

/** The list's column-settings popover (docs/product.md#widgets): one checkbox per list field, and a reset. */
const COLUMNS: ColumnSchema[] = [
  { prop: 'shopCode', label: { zh: '门店编码', zhtw: '門店編碼', en: 'Shop code' } },
  { prop: 'shopName', label: { zh: '门店名称', zhtw: '門店名稱', en: 'Shop name' } },
  { prop: 'city', label: { zh: '城市', zhtw: '城市', en: 'City' } },
  { prop: 'remark', label: { zh: '备注', zhtw: '備註', en: 'Remark' }, hidden: true },
];

/** The popover with its visibility held in state, and the columns that would show beside it. */
function ColumnSettingsDemo({ lang = 'zh' }: { lang?: Lang }) {
  const [visibility, setVisibility] = useState<ColumnVisibility>(() => defaultVisibility(COLUMNS));
  const shown = COLUMNS.filter((column) => visibility[column.prop] !== false).map((column) => column.prop);
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, minHeight: 240 }}>
      <ColumnSettings
        columns={COLUMNS}
        visibility={visibility}
        lang={lang}
        onChange={(prop, visible) => setVisibility((current) => ({ ...current, [prop]: visible }))}
        onReset={() => setVisibility(defaultVisibility(COLUMNS))}
      />
      <code data-testid="shown-columns">{shown.join(', ')}</code>
    </div>
  );
}

const meta: Meta<typeof ColumnSettingsDemo> = { title: 'List/Column settings', component: ColumnSettingsDemo };
export default meta;

type Story = StoryObj<typeof ColumnSettingsDemo>;

export const Closed: Story = {};

/** The popover opened, as after a click on the settings button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-label]')?.click();
  },
};

export const English: Story = { args: { lang: 'en' } };
