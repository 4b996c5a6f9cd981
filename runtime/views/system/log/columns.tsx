import type { ColumnsType } from 'antd/es/table';
import type { LogCategory, LogRow } from '../../../data/api/system';
import { placeText } from '../../../../schemas/ip-place';
import { appState } from '../../../state/app';
import { formatDateTime } from '../../common/format';

export interface LogLabels {
  time: Record<LogCategory, string>;
  user: string;
  ip: string;
  place: string;
  platform: string;
  url: string;
  method: string;
  duration: string;
  module: string;
  type: string;
  summary: string;
  outcome: string;
  success: string;
  opPlace: string;
}

/** An operation's outcome: `level` holds the reply's code, `json` its message (server/modules/system/operation-log.ts). */
export function outcomeText(r: LogRow, success: string): string {
  if (!r.level || r.level === '200') return success;
  try {
    return (JSON.parse(r.json ?? '{}') as { msg?: string }).msg || r.level;
  } catch {
    return r.level;
  }
}

/** Columns of each log category. */
export function logColumns(category: LogCategory, l: LogLabels): ColumnsType<LogRow> {
  const time = { title: l.time[category], key: 'time', width: 170, render: (_: unknown, r: LogRow) => formatDateTime(r.creatorTime ?? r.createdAt, true) };
  const user = { title: l.user, dataIndex: 'userName', width: 140 };
  const ip = { title: l.ip, dataIndex: 'ipAddress', width: 140 };
  const url = { title: l.url, dataIndex: 'requestUrl', ellipsis: true };
  switch (category) {
    case 1:
      return [time, user, ip, { title: l.place, dataIndex: 'ipAddressName', width: 140, render: (v: string | null) => placeText(v, appState.language) }, { title: l.platform, dataIndex: 'platform', ellipsis: true }, { title: l.summary, dataIndex: 'abstracts', ellipsis: true }];
    case 2:
      return [time, user, ip, { title: l.module, dataIndex: 'moduleName', width: 160 }, url];
    case 3:
      return [time, user, ip, { title: l.opPlace, dataIndex: 'ipAddressName', width: 140, render: (v: string | null) => placeText(v, appState.language) }, { title: l.module, dataIndex: 'moduleName', width: 160 },
        { title: l.type, dataIndex: 'type', width: 100 }, { title: l.summary, dataIndex: 'abstracts', ellipsis: true },
        { title: l.outcome, key: 'outcome', width: 160, ellipsis: true, render: (_: unknown, r: LogRow) => outcomeText(r, l.success) }];
    case 4:
      return [time, user, ip, url, { title: l.summary, dataIndex: 'abstracts', ellipsis: true }];
    default:
      return [time, user, ip, url, { title: l.method, dataIndex: 'requestMethod', width: 100 }, { title: l.duration, dataIndex: 'requestDuration', width: 120 }];
  }
}
