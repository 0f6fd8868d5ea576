/**
 * The card area: the card's own pages, its Wi-Fi pages and the operator's real-name flow. Every
 * page here takes `?iotPreview=IotLayout:{digits}` (docs/requirements.md section 2) and draws the preview marker.
 */
export const IOT_AREA = /^pages(?:-sub)?\/(?:iot|wifi|ltAuth)\//;

/** A page path without leading slashes and query. */
export function cleanPath(path: string): string {
  return path.trim().replace(/^\/+/, '').split('?')[0];
}

/** Whether a page belongs to the card area (leading slash and query allowed). */
export const isIotArea = (path: string) => IOT_AREA.test(cleanPath(path));
