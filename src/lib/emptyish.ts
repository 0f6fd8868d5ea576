/** Promo and page codes arrive from links; 'undefined' and 'null' strings count as empty. */
export function normalizeCode(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value).trim();
  return text === 'undefined' || text === 'null' ? '' : text;
}

/** True for undefined, null and the empty string: the values stripped from request params. */
export function isEmptyParam(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
