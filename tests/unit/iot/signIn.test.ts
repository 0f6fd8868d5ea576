import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/mocks/db';
import { afterLoginUrl, signIn } from '../../../src/features/iot/session';
import { setupDemoApi } from '../api/harness';

const { server, effects } = setupDemoApi();

describe('card login refusals', () => {
  it('asks for the card password from the card password mode, whatever the message says', async () => {
    await expect(signIn(DEMO.cards.password, '')).resolves.toEqual({
      ok: false,
      field: 'password',
      message: 'This card needs its card password',
      reason: 'password',
      needsPassword: true,
    });
    await expect(signIn(DEMO.cards.password, '000000')).resolves.toMatchObject({
      field: 'password',
      message: 'The card password is wrong',
    });
  });

  it('does not take a message that merely mentions a password for a card password refusal', async () => {
    server.use(
      mswHttp.post('*/api/simLogin', () =>
        HttpResponse.json({ code: -1, message: 'password service busy', data: null }),
      ),
    );
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toEqual({
      ok: false,
      field: 'simNo',
      reason: 'notFound',
      message: 'No card has this number. Check it and try again.',
    });
  });

  it('says every refusal once, in the user language, under its field: never the server words, never a toast', async () => {
    await expect(signIn('1064800009999', '')).resolves.toMatchObject({
      field: 'simNo',
      message: 'No card has this number. Check it and try again.',
    });
    await expect(signIn(DEMO.cards.password, '000000')).resolves.toMatchObject({
      field: 'password',
      message: 'The card password is wrong',
    });
    server.use(
      mswHttp.post('*/api/simLogin', () =>
        HttpResponse.json({ code: 40001, message: '该渠道暂未开放', data: null }),
      ),
    );
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toMatchObject({
      field: 'simNo',
      reason: 'refused',
      message: 'Card login is not open here yet. Please contact customer service.',
    });
    server.use(
      mswHttp.post('*/api/simLogin', () =>
        HttpResponse.json({ code: 50012, message: '系统维护中', data: null }),
      ),
    );
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toMatchObject({
      field: 'simNo',
      message: 'This card cannot log in right now. Try again later or contact customer service.',
    });
    server.use(
      mswHttp.post('*/api/simLogin', () =>
        HttpResponse.json({ message: 'Bad Gateway 网关错误' }, { status: 502 }),
      ),
    );
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toMatchObject({
      field: 'simNo',
      reason: 'unreachable',
      message: 'Login is not available right now. Please try again later.',
    });
    server.use(mswHttp.post('*/api/simLogin', () => HttpResponse.error()));
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toMatchObject({
      field: 'simNo',
      reason: 'unreachable',
      message: expect.stringMatching(/network/i),
    });
    // The message under the field is the only one: the client toasted nothing.
    expect(effects().recorded.toasts).toEqual([]);
    expect(effects().recorded.dialogs).toEqual([]);
  });

  it('returns to any card-area page with its query after login, else to the card home', () => {
    expect(afterLoginUrl('/pages/iot/index/package/index?tab=2')).toBe(
      '/pages/iot/index/package/index?tab=2',
    );
    // Wi-Fi and the operator's real-name flow belong to the card area.
    expect(afterLoginUrl('/pages-sub/wifi/index')).toBe('/pages-sub/wifi/index');
    expect(afterLoginUrl('/pages-sub/wifi/share?type=5G')).toBe('/pages-sub/wifi/share?type=5G');
    expect(afterLoginUrl('/pages-sub/ltAuth/index?simNo=1')).toBe(
      '/pages-sub/ltAuth/index?simNo=1',
    );
    expect(afterLoginUrl('/pages-sub/iot/user/index')).toBe('/pages-sub/iot/user/index');
    // Unknown, foreign, shop and login pages go home.
    for (const target of [
      '/pages/order/index',
      '/pages/iot/index/nothing',
      '/pages-sub/wifi/nothing',
      '/pages/iot/login/index?redirect=/pages/iot/index/index',
      '/pages/iot/login/code/index',
      'https://evil.example.com/pages/iot/index/index',
      '//evil.example.com/pages-sub/wifi/index',
      'javascript:alert(1)//pages-sub/wifi/index',
      'pages-sub/wifi/index',
      '',
      undefined,
    ]) {
      expect(afterLoginUrl(target)).toBe('/pages/iot/index/index');
    }
  });
});
