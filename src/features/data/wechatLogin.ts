import { call } from '@/api/call';
import * as site from '@/api/declarations/site';
import { useShopUserStore } from '@/stores/shopUser';
import { removeData } from './cache';
import { endpointPrefix } from './query';

/**
 * The shop login of the WeChat visitor behind the code of the launch's authorisation: the shop
 * user is kept as after a login by SMS, and whether the visitor must authorise is asked anew.
 */
export async function loginWithWechat(code: string): Promise<void> {
  const user = await call(site.wechatLogin, { code });
  useShopUserStore.getState().setUser(user);
  removeData(endpointPrefix(site.getWechatInfo));
}
