/** The device clock, read at each call so throttles follow a replaced (or faked) Date. */
export const clock = (): number => Date.now();
