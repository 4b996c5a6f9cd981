import type { MenuEntry } from '../../state/session';
import { opensInNewTab } from '../../shell/layout/menu-tree';
import { wallClock } from '../../../schemas/format/time';

export interface QuickLink {
  id: string;
  title: string;
  path: string;
  icon?: string | null;
  external: boolean;
}

/** The first `limit` openable leaves of the annotated menu tree, depth first. */
export function quickLinks(menus: readonly MenuEntry[], limit = 8): QuickLink[] {
  const out: QuickLink[] = [];
  const walk = (list: readonly MenuEntry[]) => {
    for (const m of list) {
      if (out.length >= limit) return;
      if (m.children?.length) walk(m.children);
      else if (m.type !== 1 && m.path) {
        out.push({ id: m.id, title: m.fullName, path: m.path, icon: m.icon, external: opensInNewTab(m, m.path) });
      }
    }
  };
  walk(menus);
  return out;
}

/** 0-11 morning, 12-17 afternoon, else evening. */
export function dayPart(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The hour and the date (YYYY-MM-DD) of `now` in `zone`: the workbench greets by the organisation's clock. */
export function zoneDay(now: number, zone: string): { hour: number; date: string } {
  const c = wallClock(now, zone)!;
  return { hour: Number(c.HH), date: `${c.YYYY}-${c.MM}-${c.DD}` };
}
