import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  DRAFT_PREFIX,
  clearDraft,
  readDraft,
  useDraft,
  writeDraft,
} from '@/features/forms/useDraft';

interface Form {
  name: string;
  mobile: string;
  payPassword: string;
  agree: boolean;
  photos: string[];
}
const empty = (): Form => ({ name: '', mobile: '', payPassword: '', agree: false, photos: [] });
const SECRET: (keyof Form)[] = ['payPassword', 'photos'];

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed across a remount and forgets it once cleared', () => {
    const first = renderHook(() => useDraft('order-1', empty));
    act(() => first.result.current[1]({ ...empty(), name: 'Li Lei', mobile: '1380013' }));
    first.unmount();
    const second = renderHook(() => useDraft('order-1', empty));
    expect(second.result.current[0]).toMatchObject({ name: 'Li Lei', mobile: '1380013' });
    act(() => second.result.current[2]());
    expect(localStorage.getItem(DRAFT_PREFIX + 'order-1')).toBeNull();
  });

  it('never writes omitted secret fields to storage', () => {
    writeDraft('pw', { ...empty(), name: 'a', payPassword: '135790', photos: ['blob:x'] }, SECRET);
    const stored = localStorage.getItem(DRAFT_PREFIX + 'pw') ?? '';
    expect(stored).not.toContain('135790');
    expect(stored).not.toContain('blob:x');
    expect(readDraft('pw', empty(), SECRET)).toEqual({ ...empty(), name: 'a' });
  });

  it('ignores broken, foreign or mistyped drafts', () => {
    localStorage.setItem(DRAFT_PREFIX + 'x', '{not json');
    expect(readDraft('x', empty())).toEqual(empty());
    localStorage.setItem(DRAFT_PREFIX + 'x', JSON.stringify([1, 2]));
    expect(readDraft('x', empty())).toEqual(empty());
    localStorage.setItem(
      DRAFT_PREFIX + 'x',
      JSON.stringify({ name: 42, mobile: '139', agree: 'yes', photos: 'no', extra: '<script>' }),
    );
    expect(readDraft('x', empty())).toEqual({ ...empty(), mobile: '139' });
  });

  it('keeps plain string drafts', () => {
    writeDraft('remark', 'call after 6pm');
    expect(readDraft('remark', '')).toBe('call after 6pm');
    clearDraft('remark');
    expect(readDraft('remark', '')).toBe('');
  });
});
