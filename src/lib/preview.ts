/** An operator preview value: 'IotLayout:' and the layout's digits (SPEC section 2). */
export const PREVIEW_PATTERN = /^IotLayout:\d+$/;

/** The preview sim number of an iotPreview query value, or '' when it is not one. */
export function parsePreview(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return PREVIEW_PATTERN.test(text) ? text : '';
}

/** Whether a sim number is a layout preview ('IotLayout:{digits}') rather than a card. */
export const isPreviewSimNo = (simNo: string) => PREVIEW_PATTERN.test(simNo);

/**
 * Card calls sent with POST that only read: asking the operator for fresh data, the device's
 * connected terminals and a Wi-Fi code to show. A layout preview may make them; every other card
 * POST buys, pays, saves or binds something, and a preview never does.
 */
export const PREVIEW_READ_POSTS: ReadonlySet<string> = new Set([
  '/api/iot/simRefresh',
  '/api/iot/deviceWirelessAuthList',
  '/api/iot/wifiCreate',
]);

/** Whether a card call (its method and path) would change something: refused in a preview. */
export const isCardWrite = (method: string, path: string) =>
  method.toUpperCase() !== 'GET' && !PREVIEW_READ_POSTS.has(path);
