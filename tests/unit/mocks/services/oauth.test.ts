import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { DEMO } from '@/mocks/db';
import { wechatInfo } from '@/mocks/services/site';
import { authorisationReturn, bindWechat, issueCode, wechatLogin } from '@/mocks/services/oauth';

describe('binding a WeChat account to a card (demo)', () => {
  beforeEach(() => resetDb());

  it('comes back with the code and state in the hash query, or the state alone when declined', () => {
    expect(
      authorisationReturn('https://s.example.com/shop/#/pages-sub/iot/user/oauth', {
        code: 'wx-demo-10',
        state: 's1',
      }),
    ).toBe('https://s.example.com/shop/#/pages-sub/iot/user/oauth?code=wx-demo-10&state=s1');
    expect(authorisationReturn('https://s.example.com/cb?a=1', { code: 'wx-demo-10' })).toBe(
      'https://s.example.com/cb?a=1&code=wx-demo-10',
    );
    expect(authorisationReturn('https://s.example.com/shop/#/p?a=1', { state: 's2' })).toBe(
      'https://s.example.com/shop/#/p?a=1&state=s2',
    );
    // Two consents in the same millisecond get two codes.
    expect(issueCode(36)).not.toBe(issueCode(36));
  });

  it('logs the session in as the WeChat visitor once per code, and stops asking to authorise', () => {
    expect(wechatInfo('', 'session-1').needLogin).toBe(true);
    expect(wechatLogin('session-1', 'forged')).toMatchObject({ ok: false, code: 40001 });
    expect(wechatLogin('', 'wx-demo-1')).toMatchObject({ ok: false, code: -1 });
    const code = issueCode(1_700_000_000_000);
    expect(wechatLogin('session-1', code)).toMatchObject({
      ok: true,
      data: { mobile: DEMO.shopMobile },
    });
    expect(wechatInfo('', 'session-1').needLogin).toBe(false);
    expect(wechatLogin('session-2', code)).toMatchObject({ ok: false, code: 40001 });
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
