/** An operator preview value: 'IotLayout:' and the layout's digits (docs/requirements.md section 2). */
export const PREVIEW_PATTERN = /^IotLayout:\d+$/;

/** The preview sim number of an iotPreview query value, or '' when it is not one. */
export function parsePreview(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return PREVIEW_PATTERN.test(text) ? text : '';
}

/** Whether a sim number is a layout preview ('IotLayout:{digits}') rather than a card. */
export const isPreviewSimNo = (simNo: string) => PREVIEW_PATTERN.test(simNo);
