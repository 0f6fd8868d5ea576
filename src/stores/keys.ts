/** Key prefix of every persisted store, so one reset clears them all. */
export const STORE_PREFIX = 'shop.';

/** The localStorage keys of the persisted stores the request headers read (docs/requirements.md section 7). */
export const LAYOUT_STORE_KEY = `${STORE_PREFIX}layout`;
export const IOT_STORE_KEY = `${STORE_PREFIX}iot`;

/** Where the last base configuration shown is kept for the next visit (src/features/data/storedConfig.ts). */
export const STORED_CONFIG_KEY = `${STORE_PREFIX}lastConfig`;
/** Where a number list's last first page is kept for the next visit (src/features/shop/keptNumbers.ts). */
export const KEPT_NUMBERS_KEY = `${STORE_PREFIX}lastNumbers`;
/** What a visit keeps for the next one, outside the stores. */
export const NEXT_VISIT_KEYS = [STORED_CONFIG_KEY, KEPT_NUMBERS_KEY] as const;

/** Prefix of every form draft in local storage (src/features/forms/useDraft.ts). */
export const DRAFT_PREFIX = 'shop-draft:';
