import type { ColumnsType } from 'antd/es/table';
import type { LogCategory, LogRow } from '../../../data/api/system';
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
}

/** Columns of each log category. */
export function logColumns(category: LogCategory, l: LogLabels): ColumnsType<LogRow> {
  const time = { title: l.time[category], key: 'time', width: 170, render: (_: unknown, r: LogRow) => formatDateTime(r.creatorTime ?? r.createdAt, true) };
  const user = { title: l.user, dataIndex: 'userName', width: 140 };
  const ip = { title: l.ip, dataIndex: 'ipAddress', width: 140 };
  const url = { title: l.url, dataIndex: 'requestUrl', ellipsis: true };
  switch (category) {
    case 1:
      return [time, user, ip, { title: l.place, dataIndex: 'ipAddressName', width: 140 }, { title: l.platform, dataIndex: 'platform', ellipsis: true }, { title: l.summary, dataIndex: 'abstracts', ellipsis: true }];
    case 2:
      return [time, user, ip, { title: l.module, dataIndex: 'moduleName', width: 160 }, url];
    case 3:
      return [time, user, ip, { title: l.module, dataIndex: 'moduleName', width: 160 }, { title: l.type, dataIndex: 'type', width: 100 }, { title: l.summary, dataIndex: 'abstracts', ellipsis: true }];
    case 4:
      return [time, user, ip, url, { title: l.summary, dataIndex: 'abstracts', ellipsis: true }];
    default:
      return [time, user, ip, url, { title: l.method, dataIndex: 'requestMethod', width: 100 }, { title: l.duration, dataIndex: 'requestDuration', width: 120 }];
  }
}
