/**
 * The server's clock as seen from this device. Every response carries `serverTime` (epoch ms) in
 * the envelope and a `Date` header; we keep the offset so countdowns (seckill windows, number
 * holds) run on server time and survive a wrong phone clock or a backgrounded tab.
 */
let offsetMs = 0;
let known = false;
let pinned = false;

/** Records the server time of a response received at `receivedAt` (device clock). */
export function recordServerTime(serverTime: number, receivedAt: number = Date.now()): void {
  if (pinned || !Number.isFinite(serverTime) || serverTime <= 0) return;
  offsetMs = serverTime - receivedAt;
  known = true;
}

/** Reads the server time from an envelope field or else a `Date` header value. */
export function serverTimeFrom(
  envelopeTime: unknown,
  dateHeader: string | null | undefined,
): number {
  if (typeof envelopeTime === 'number' && Number.isFinite(envelopeTime)) return envelopeTime;
  if (dateHeader) {
    const parsed = Date.parse(dateHeader);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

/** Milliseconds to add to the device clock to get the server's. */
export const serverOffset = (): number => offsetMs;

/** Whether any response has told us the server time yet. */
export const serverTimeKnown = (): boolean => known;

/** The current server time, epoch ms. */
export const serverNow = (deviceNow: number = Date.now()): number => deviceNow + offsetMs;

/** Forgets the offset (tests). */
export function resetServerTime(): void {
  offsetMs = 0;
  known = false;
  pinned = false;
}

/**
 * Holds the offset at `offset` whatever answers say, until reset (tests and stories that stop the
 * device clock, where an answer computed on the running clock would move it).
 */
export function pinServerOffset(offset: number): void {
  offsetMs = offset;
  known = true;
  pinned = true;
}
