/** Key prefix of every persisted store, so one reset clears them all. */
export const STORE_PREFIX = 'shop.';

/** The localStorage keys of the persisted stores the request headers read (SPEC section 7). */
export const LAYOUT_STORE_KEY = `${STORE_PREFIX}layout`;
export const IOT_STORE_KEY = `${STORE_PREFIX}iot`;
