import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  DRAFT_PREFIX,
  DRAFT_TTL_MS,
  clearDraft,
  readDraft,
  useDraft,
  writeDraft,
} from '@/features/forms/useDraft';

interface Form {
  name: string;
  mobile: string;
  idCard: string;
  payPassword: string;
  agree: boolean;
  photos: string[];
}
const empty = (): Form => ({
  name: '',
  mobile: '',
  idCard: '',
  payPassword: '',
  agree: false,
  photos: [],
});
const KEEP = ['name', 'mobile', 'agree'] as const;

/** Every stored draft, as text. */
const storedDrafts = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(DRAFT_PREFIX))
    .map((key) => localStorage.getItem(key) ?? '')
    .join('\n');

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed across a remount and forgets it once cleared', () => {
    const first = renderHook(() => useDraft('order-1', empty, { keep: KEEP }));
    act(() => first.result.current[1]({ ...empty(), name: 'Li Lei', mobile: '1380013' }));
    first.unmount();
    const second = renderHook(() => useDraft('order-1', empty, { keep: KEEP }));
    expect(second.result.current[0]).toMatchObject({ name: 'Li Lei', mobile: '1380013' });
    act(() => second.result.current[2]());
    expect(localStorage.getItem(DRAFT_PREFIX + 'order-1')).toBeNull();
  });

  it('never stores an ID card number typed into a form, nor any field it does not keep', () => {
    const form = renderHook(() => useDraft('realname', empty, { keep: KEEP }));
    act(() =>
      form.result.current[1]({
        ...empty(),
        name: '张三',
        idCard: '11010519491231002X',
        payPassword: '135790',
        photos: ['blob:x'],
      }),
    );
    // The page is left: nothing of the ID number, the password or the photo is in storage.
    form.unmount();
    const stored = storedDrafts();
    expect(stored).toContain('张三');
    expect(stored).not.toContain('11010519491231002X');
    expect(stored).not.toContain('135790');
    expect(stored).not.toContain('blob:x');
    const again = renderHook(() => useDraft('realname', empty, { keep: KEEP }));
    expect(again.result.current[0]).toEqual({ ...empty(), name: '张三' });
  });

  it('restores no field it does not keep, even one a tampered draft holds', () => {
    localStorage.setItem(
      DRAFT_PREFIX + 't',
      JSON.stringify({ savedAt: Date.now(), value: { name: 'a', idCard: '11010519491231002X' } }),
    );
    expect(readDraft('t', empty(), KEEP)).toEqual({ ...empty(), name: 'a' });
  });

  it('drops a draft older than a day when it is read', () => {
    const now = Date.now();
    writeDraft('old', { ...empty(), name: 'Li Lei' }, KEEP, now - DRAFT_TTL_MS - 1);
    expect(readDraft('old', empty(), KEEP, now)).toEqual(empty());
    expect(localStorage.getItem(DRAFT_PREFIX + 'old')).toBeNull();
    // A day less a minute is still within the day.
    writeDraft('young', { ...empty(), name: 'Han Meimei' }, KEEP, now - DRAFT_TTL_MS + 60_000);
    expect(readDraft('young', empty(), KEEP, now).name).toBe('Han Meimei');
  });

  it('does not restore an expired draft in a form', () => {
    localStorage.setItem(
      DRAFT_PREFIX + 'expired',
      JSON.stringify({ savedAt: Date.now() - DRAFT_TTL_MS - 1000, value: { name: 'Li Lei' } }),
    );
    const form = renderHook(() => useDraft('expired', empty, { keep: KEEP }));
    expect(form.result.current[0]).toEqual(empty());
  });

  it('drops a draft of the earlier format, which had no date and may hold an ID number', () => {
    localStorage.setItem(
      DRAFT_PREFIX + 'legacy',
      JSON.stringify({ name: 'Li Lei', idCard: '11010519491231002X' }),
    );
    expect(readDraft('legacy', empty(), KEEP)).toEqual(empty());
    expect(localStorage.getItem(DRAFT_PREFIX + 'legacy')).toBeNull();
  });

  it('ignores broken, foreign or mistyped drafts', () => {
    const at = (value: unknown) => JSON.stringify({ savedAt: Date.now(), value });
    localStorage.setItem(DRAFT_PREFIX + 'x', '{not json');
    expect(readDraft('x', empty(), KEEP)).toEqual(empty());
    localStorage.setItem(DRAFT_PREFIX + 'x', at([1, 2]));
    expect(readDraft('x', empty(), KEEP)).toEqual(empty());
    localStorage.setItem(
      DRAFT_PREFIX + 'x',
      at({ name: 42, mobile: '139', agree: 'yes', photos: 'no', extra: '<script>' }),
    );
    expect(readDraft('x', empty(), KEEP)).toEqual({ ...empty(), mobile: '139' });
    localStorage.setItem(DRAFT_PREFIX + 'x', JSON.stringify({ savedAt: 'now', value: {} }));
    expect(readDraft('x', empty(), KEEP)).toEqual(empty());
  });

  it('keeps plain string drafts', () => {
    writeDraft('remark', 'call after 6pm');
    expect(readDraft('remark', '')).toBe('call after 6pm');
    clearDraft('remark');
    expect(readDraft('remark', '')).toBe('');
  });
});
