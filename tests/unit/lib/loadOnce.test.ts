import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/loadOnce';

describe('loadOnce', () => {
  it('downloads once and keeps the result', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    await expect(get()).resolves.toBe('chunk');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a download in flight, and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
