import type { WifiCode, WifiType } from '@/api/types';
import { isCardWrite, type Endpoint } from '@/api/declare';
import { isPreviewSimNo } from '@/lib/preview';
import { iso, type DemoCard } from '../db';
import { previewCard } from '../db/state';
import { refuse, type Refusal } from './result';

// A layout preview ('IotLayout:{id}' as Sim-No, no token) reads like a card and writes nothing:
// every card read is answered from a fresh copy of a seed card (../db/state.ts previewCard), every
// card write is refused, and nothing of the demo database changes for it.

/** Whether a request comes from a layout preview: the layout's sim number and no token. */
export function isPreviewRequest(request: Request): boolean {
  const simNo = request.headers.get('Sim-No') ?? '';
  return isPreviewSimNo(simNo) && !request.headers.get('Sim-Token');
}

/** The refusal of a card write in a preview (in Chinese, as the backend's own refusals). */
export const PREVIEW_WRITE_REFUSAL: Refusal = refuse(-1, '预览模式不能购买、支付、保存或绑定');

/** Whether a call of a preview is refused: it would change the card (its declaration says so). */
export const refusedInPreview = (endpoint: Endpoint) => isCardWrite(endpoint);

/** The read-only card of a preview request, or null when its layout does not exist. */
export const previewCardOf = (request: Request): DemoCard | null =>
  previewCard(request.headers.get('Sim-No') ?? '', Date.now());

/**
 * The Wi-Fi code a preview shows for a band of its sample device: made for the screen, never
 * stored, so no share code of a preview can be opened later.
 */
export function previewWifiCode(card: DemoCard, band: WifiType): WifiCode {
  const wifi = card.info.wifiConfig;
  const name = (band === '5G' ? wifi?.wifiName5G : wifi?.wifiName) ?? '';
  const pass = (band === '5G' ? wifi?.wifiPass5G : wifi?.wifiPass) ?? '';
  const escape = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');
  return {
    code: 'PREVIEW',
    qrText: `WIFI:T:${pass ? 'WPA' : 'nopass'};S:${escape(name)};P:${escape(pass)};;`,
    wifiName: name,
    wifiType: band,
    expireAt: iso(Date.now() + 86_400_000),
  };
}
