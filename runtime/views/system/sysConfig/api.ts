import { request } from '../../../data';
import type { HomeCard, HomeConfig } from '../../../../models/home';

/** Writes settings (menu sysConfig, btn_edit); resolves with the server's message. */
export async function saveSysConfig(settings: Record<string, string>): Promise<string | undefined> {
  const reply = await request({ url: '/api/system/SysConfig', method: 'PUT', data: settings });
  return reply.msg;
}

/** The home configuration; a failure rejects without the popup, since the 首页配置 tab shows it in place. */
export async function getHomeConfig(): Promise<HomeConfig> {
  const reply = await request<HomeConfig>({ url: '/api/systemConfig/getHomeConfig', silent: true });
  return reply.data;
}

/** Sets the home cards shown, in order (menu sysConfig, btn_edit); resolves with the stored configuration and the server's message. */
export async function saveHomeConfig(cards: HomeCard[]): Promise<{ config: HomeConfig; message: string | undefined }> {
  const reply = await request<HomeConfig>({ url: '/api/systemConfig/updateHomeConfig', method: 'POST', data: { cards } });
  return { config: reply.data, message: reply.msg };
}
