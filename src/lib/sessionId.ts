/**
 * A number in [0, 1) from the browser's cryptographic generator (crypto.getRandomValues), so that
 * session ids cannot be predicted from earlier ones the way Math.random's can.
 */
export function secureRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 0x1_0000_0000;
}

function hexGroup(random: () => number): string {
  return Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, '0');
}

/** A new session id: 8 groups of 4 hex characters joined by dashes. */
export function generateSessionId(random: () => number = secureRandom): string {
  return Array.from({ length: 8 }, () => hexGroup(random)).join('-');
}

export const SESSION_ID_PATTERN = /^[0-9a-f]{4}(?:-[0-9a-f]{4}){7}$/;

/** Returns a getter that generates the id on first use and reuses it afterwards. */
export function lazySessionId(
  read: () => string | null | undefined,
  write: (id: string) => void,
  random: () => number = secureRandom,
): () => string {
  return () => {
    const existing = read();
    if (existing && SESSION_ID_PATTERN.test(existing)) return existing;
    const id = generateSessionId(random);
    write(id);
    return id;
  };
}
