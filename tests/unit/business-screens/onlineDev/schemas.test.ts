import { describe, expect, it } from 'vitest';
import { onlineDevScreens } from '../../../../business-screens/onlineDev';
import { lintSchemas } from '../../../../schemas/lint';
import { WIDGETS } from '../../../../widgets/registry';
import { VISUALDEV_PAGE } from '../../../../server/modules/visualdev/seed';
import { loadScreenSet } from '../screen-set';

const { docs, list } = await loadScreenSet(onlineDevScreens);

describe('online development screens', () => {
  it('validate and lint clean', () => {
    expect(lintSchemas(docs, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
  });

  it('render the seeded page, with actions guarded by the buttons the server seeds for it', () => {
    expect(onlineDevScreens.pages?.[VISUALDEV_PAGE.urlAddress]).toBe('onlineDev.webDesign.list');
    const page = list('onlineDev.webDesign.list');
    const seeded = VISUALDEV_PAGE.buttons.map(([code]) => code);
    const used = [...(page.toolbar ?? []), ...(page.rowActions ?? [])].map((a) => a.permission);
    for (const code of used) expect(seeded).toContain(code);
    for (const code of page.permissions ?? []) expect(seeded).toContain(code);
  });

  it('call the visual development routes', () => {
    const page = list('onlineDev.webDesign.list');
    expect(page.api?.list?.url).toBe('/api/visualdev/Base');
    expect(page.api?.remove?.url).toBe('/api/visualdev/Base/{{id}}');
  });
});
