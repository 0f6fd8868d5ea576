function hexGroup(random: () => number): string {
  return Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, '0');
}

/** A new session id: 8 groups of 4 hex characters joined by dashes. */
export function generateSessionId(random: () => number = Math.random): string {
  return Array.from({ length: 8 }, () => hexGroup(random)).join('-');
}

export const SESSION_ID_PATTERN = /^[0-9a-f]{4}(?:-[0-9a-f]{4}){7}$/;

/** Returns a getter that generates the id on first use and reuses it afterwards. */
export function lazySessionId(
  read: () => string | null | undefined,
  write: (id: string) => void,
  random: () => number = Math.random,
): () => string {
  return () => {
    const existing = read();
    if (existing && SESSION_ID_PATTERN.test(existing)) return existing;
    const id = generateSessionId(random);
    write(id);
    return id;
  };
}
