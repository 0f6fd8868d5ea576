import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { bindWechat, bindingReturn } from '@/mocks/services/oauth';

describe('binding a WeChat account to a card (demo)', () => {
  beforeEach(() => resetDb());

  it('adds the code to the hash query, or to the address without a hash', () => {
    expect(bindingReturn('https://s.example.com/shop/#/pages-sub/iot/user/oauth', 36)).toBe(
      'https://s.example.com/shop/#/pages-sub/iot/user/oauth?code=wx-demo-10',
    );
    expect(bindingReturn('https://s.example.com/cb?a=1', 36)).toBe(
      'https://s.example.com/cb?a=1&code=wx-demo-10',
    );
  });

  it('binds once per code and refuses codes WeChat did not issue', () => {
    const card = db.cards[0];
    const before = card.oauths.length;
    expect(bindWechat(card, '', 0)).toMatchObject({ ok: false, code: -1 });
    expect(bindWechat(card, 'forged', 0)).toMatchObject({ ok: false, code: 40001 });
    const bound = bindWechat(card, 'wx-demo-abcd', 1_700_000_000_000);
    expect(bound).toMatchObject({
      ok: true,
      data: { platform: 'wechat', nickname: '微信用户abcd' },
    });
    expect(card.oauths).toHaveLength(before + 1);
    expect(bindWechat(card, 'wx-demo-abcd', 0)).toMatchObject({ ok: false, code: 40001 });
    expect(card.oauths).toHaveLength(before + 1);
  });
});
