import { request } from '../../../data';

/** Writes settings (menu sysConfig, btn_edit); resolves with the server's message. */
export async function saveSysConfig(settings: Record<string, string>): Promise<string | undefined> {
  const reply = await request({ url: '/api/system/SysConfig', method: 'PUT', data: settings });
  return reply.msg;
}
