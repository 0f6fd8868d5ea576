import { describe, expect, it, vi } from 'vitest';
import {
  generateSessionId,
  lazySessionId,
  secureRandom,
  SESSION_ID_PATTERN,
} from '@/lib/sessionId';
import { seededRandom } from '@/lib/phoneMask';

describe('session id', () => {
  it('is 8 groups of 4 hex characters', () => {
    const id = generateSessionId();
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(id.split('-')).toHaveLength(8);
  });
  it('pads small values and stays lowercase', () => {
    expect(generateSessionId(() => 0)).toBe('0000-0000-0000-0000-0000-0000-0000-0000');
    expect(generateSessionId(() => 0.99999)).toBe('ffff-ffff-ffff-ffff-ffff-ffff-ffff-ffff');
  });
  it('is generated lazily, once, then reused', () => {
    let stored: string | null = null;
    const write = vi.fn((id: string) => {
      stored = id;
    });
    const get = lazySessionId(() => stored, write, seededRandom(7));
    expect(write).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(write).toHaveBeenCalledTimes(1);
  });
  it('replaces a malformed stored id', () => {
    let stored: string | null = 'not-an-id';
    const get = lazySessionId(
      () => stored,
      (id) => {
        stored = id;
      },
    );
    expect(get()).toMatch(SESSION_ID_PATTERN);
  });
  it('draws from crypto.getRandomValues, never from Math.random', () => {
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    try {
      expect(generateSessionId()).toMatch(SESSION_ID_PATTERN);
      expect(crypto).toHaveBeenCalledTimes(8);
      expect(math).not.toHaveBeenCalled();
    } finally {
      crypto.mockRestore();
      math.mockRestore();
    }
  });
  it('secureRandom stays in [0, 1)', () => {
    for (let i = 0; i < 200; i += 1) {
      const value = secureRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
