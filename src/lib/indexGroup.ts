/** 1 = number group, 2 = goods group. */
export type IndexGroup = 1 | 2;
export type IndexArrangement = 1 | 2;

export const DEFAULT_INDEX_GROUP: IndexGroup = 2;

function positive(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/** Local choice if above 0, else the configured front value if above 0, else 2 (docs/requirements.md section 4). */
export function effectiveIndexGroup(local: unknown, configured: unknown): IndexGroup {
  const pick = positive(local) || positive(configured) || DEFAULT_INDEX_GROUP;
  return pick === 1 ? 1 : 2;
}

/** Index arrangement (columns) outside 1..2 falls back to 1. */
export function normalizeArrangement(value: unknown): IndexArrangement {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === 2 ? 2 : 1;
}
