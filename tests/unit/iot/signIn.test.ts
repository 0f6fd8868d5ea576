import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/mocks/db';
import { afterLoginUrl, signIn } from '../../../src/features/iot/session';
import { setupDemoApi } from '../api/harness';

const { server } = setupDemoApi();

describe('card login refusals', () => {
  it('asks for the card password from the card password mode, whatever the message says', async () => {
    await expect(signIn(DEMO.cards.password, '')).resolves.toEqual({
      ok: false,
      field: 'password',
      message: 'This card needs its card password',
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
      message: 'No card has this number. Check it and try again.',
    });
  });

  it('says an unknown number in the user language, and keeps the message of other refusals', async () => {
    await expect(signIn('1064800009999', '')).resolves.toMatchObject({
      field: 'simNo',
      message: 'No card has this number. Check it and try again.',
    });
    server.use(
      mswHttp.post('*/api/simLogin', () =>
        HttpResponse.json({ code: 40001, message: '该渠道暂未开放', data: null }),
      ),
    );
    await expect(signIn(DEMO.cards.ordinary, '')).resolves.toMatchObject({
      field: 'simNo',
      message: '该渠道暂未开放',
    });
  });

  it('returns to an IoT page with its query after login, else to the card home', () => {
    expect(afterLoginUrl('/pages/iot/index/package/index?tab=2')).toBe(
      '/pages/iot/index/package/index?tab=2',
    );
    expect(afterLoginUrl('/pages/order/index')).toBe('/pages/iot/index/index');
  });
});
