import { isMobile } from '@/lib/validators';
import { db, DEMO } from '../db';
import { done, invalidInput, type Result } from './result';

/** The scenes a site SMS code may be sent for. */
export const SMS_SCENES = ['shopLogin', 'bindPhone', 'terminalAuth', 'order'] as const;

type Sent = { expireIn: number };

/** Every demo code is the demo SMS code, valid five minutes; the last one sent counts. */
function sendCode(mobile: string): Result<Sent> {
  db.smsCodes.set(mobile, DEMO.smsCode);
  return done({ expireIn: 300 });
}

const badMobile = () => invalidInput('Please enter a valid mobile number');

/** A site SMS code for one of the known scenes. */
export function sendSiteCode(mobile: string, scene: string): Result<Sent> {
  if (!isMobile(mobile)) return badMobile();
  if (!(SMS_SCENES as readonly string[]).includes(scene)) return invalidInput('Unknown scene');
  return sendCode(mobile);
}

/** The code of an order form, for the goods being ordered. */
export function sendOrderCode(mobile: string, goodsId: number): Result<Sent> {
  if (!isMobile(mobile)) return badMobile();
  if (!goodsId) return invalidInput('goodsId is required');
  return sendCode(mobile);
}
