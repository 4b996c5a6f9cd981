import { L } from '../../core/text';

/** Texts of the job admin API, sent in the request's language. */
export const JOB_TEXT = {
  notFound: L('任务不存在', '任務不存在', 'No such job'),
  running: L('任务正在运行，请稍后再试', '任務正在執行，請稍後再試', 'The job is running; try again when it has finished'),
  queued: L('任务已安排立即运行', '任務已安排立即執行', 'The job will run now'),
} as const;
