import type { SimInfo, SimLoginRefusal } from '@/api/types';
import { isIdCard, isMobile } from '@/lib/validators';
import { db, findCard, iso, issueToken, simInfoOf, type DemoCard } from '../db';
import { NO_BREAK_RULE } from '../db/seed/cards';
import { done, invalidInput, refuse, refuseWith, type Result } from './result';

/**
 * Card login by card number, ICCID or device number; a card with a card password (mode 1) needs
 * it. As the real backend, a wrong or missing password answers in Chinese, with the card's mode.
 */
export function simLogin(key: string, password: string): Result<{ simNo: string; token: string }> {
  if (!key) return invalidInput('Please enter the card number');
  const item = findCard(key);
  if (!item) return invalidInput('Card not found, please check the number');
  if (item.info.cardPasswordMode === 1 && password !== item.password) {
    const refusal: SimLoginRefusal = { cardPasswordMode: 1 };
    return refuseWith(-1, password ? '卡密码错误' : '请输入卡密码', refusal);
  }
  return done({ simNo: item.info.simNo, token: issueToken(item.info.simNo) });
}

/** The sim info of a card (a layout preview's too: its read-only card, ./preview.ts). */
export const simInfo = (card: DemoCard): SimInfo => simInfoOf(card);

/** A forced refresh asks the operator again; otherwise the cached state stands. */
export function refreshSim(card: DemoCard, force: boolean): 'cached' | 'refreshed' {
  if (!force) return 'cached';
  card.info.lastRobinAt = iso(Date.now());
  return 'refreshed';
}

/** The operator's real-name page of the card. */
export const officialAuth = (card: DemoCard) => ({
  url: `https://auth.example.com/realname?iccid=${card.info.iccid}`,
  done: card.info.authStatus === 1,
  tips: '请使用机主本人身份证完成实名',
});

/** The operator's real-name page of one sim of a device (40001 for plain cards). */
export function deviceOfficialAuth(
  card: DemoCard,
  simNo: string,
): Result<{ url: string; done: boolean; tips: string }> {
  if (card.info.sourceType !== 2) return refuse(40001, 'Only devices have this');
  const wanted = simNo || card.info.simNo;
  const sim = card.info.viceSims?.find((item) => item.simNo === wanted);
  if (!sim) return invalidInput('Sim not in this device');
  return done({
    url: `https://auth.example.com/realname?iccid=${sim.iccid}`,
    done: false,
    tips: '设备内每张卡都需要实名',
  });
}

export interface PlatformAuthInput {
  name: string;
  idCard: string;
  frontImage: string;
  backImage: string;
}

/** Real-name authentication on the platform; it brings the card online unless a rule blocks it. */
export function platformAuth(card: DemoCard, input: PlatformAuthInput): Result<null> {
  if (!/^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z ]{2,40}$/.test(input.name))
    return invalidInput('Please enter the real name');
  if (!isIdCard(input.idCard)) return invalidInput('Please enter a valid ID card number');
  if (card.info.platformAuthType === 1 && (!input.frontImage || !input.backImage)) {
    return invalidInput('Please upload both sides of the ID card');
  }
  card.info.authPlatformStatus = 1;
  card.info.needPlatformAuth = false;
  card.info.authStatus = 1;
  card.info.needAuth = false;
  card.info.internetStatus = card.info.breakRuleId ? 0 : 1;
  return done(null);
}

/** Binds a mobile with the SMS code last sent to it; the code is used up. */
export function bindMobile(card: DemoCard, mobile: string, code: string): Result<null> {
  if (!isMobile(mobile)) return invalidInput('Please enter a valid mobile number');
  if (!db.smsCodes.has(mobile) || db.smsCodes.get(mobile) !== code)
    return invalidInput('Wrong verification code');
  card.info.mobile = mobile;
  db.smsCodes.delete(mobile);
  return done(null);
}

/** Sets the 6-digit pay password; changing one needs the current one (41001, 41002). */
export function setPayPassword(
  card: DemoCard,
  password: string,
  oldPassword: string,
): Result<null> {
  if (!/^\d{6}$/.test(password)) return invalidInput('The pay password is 6 digits');
  if (card.payPassword) {
    if (!oldPassword) return refuse(41001, 'Please enter the current pay password');
    if (oldPassword !== card.payPassword) return refuse(41002, 'Wrong pay password');
  }
  card.payPassword = password;
  return done(null);
}

/** Lifts a break rule the user may lift, and brings the card back online. */
export function removeBreak(card: DemoCard): Result<null> {
  if (!card.info.breakRuleId) return invalidInput('No break rule on this card');
  if (!card.info.allowRemoveBreak)
    return refuse(-1, 'This restriction cannot be lifted by the user');
  Object.assign(card.info, { ...NO_BREAK_RULE, internetStatus: 1 });
  return done(null);
}

const onlyDevices = () => refuse(40001, 'Only devices can switch network');

/** The sims of a device with their signal, the current one first in signal. */
export function deviceSims(card: DemoCard) {
  if (card.info.sourceType !== 2) return onlyDevices();
  return done(
    (card.info.viceSims ?? []).map((sim, i) => ({
      simNo: sim.simNo,
      operatorType: sim.operatorType,
      operatorTypeName: sim.operatorTypeName,
      current: sim.current,
      signal: 4 - i,
    })),
  );
}

/** Switches a device to another of its sims. */
export function switchNetwork(card: DemoCard, simNo: string): Result<null> {
  if (card.info.sourceType !== 2) return onlyDevices();
  const sims = card.info.viceSims ?? [];
  if (!sims.some((sim) => sim.simNo === simNo)) return invalidInput('Sim not in this device');
  card.info.viceSims = sims.map((sim) => ({ ...sim, current: sim.simNo === simNo }));
  return done(null);
}

/** Removes a third-party login bound to the card. */
export function unbindOauth(card: DemoCard, id: number): Result<null> {
  if (!card.oauths.some((o) => o.id === id)) return invalidInput('Binding not found');
  card.oauths = card.oauths.filter((o) => o.id !== id);
  return done(null);
}

const PROTOCOL_TITLES: Record<string, string> = {
  recharge: '充值协议',
  privacy: '隐私政策',
  taskRule: '任务规则',
  vip: '会员服务协议',
};

/** A protocol text of the card area by its key. */
export function cardProtocol(key: string) {
  const title = PROTOCOL_TITLES[key];
  if (!title) return invalidInput('Unknown protocol');
  return done({
    title,
    content: `<h3>${title}</h3><p>请仔细阅读以下条款。</p>`,
    updatedAt: '2026-09-01T00:00:00.000Z',
  });
}
