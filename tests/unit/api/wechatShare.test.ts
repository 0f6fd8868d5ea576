// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  loadWechatSdk,
  updateWechatShare,
  type ShareData,
  type WechatSdk,
  type WechatShareDeps,
} from '@/api/wechatShare';

const data: ShareData = {
  title: 'Card shop',
  desc: 'Numbers and data cards',
  link: 'https://shop.example.com/shop/#/pages/index/index?promoCode=P1',
  imgUrl: 'https://shop.example.com/logo.png',
};

function fakeSdk(): WechatSdk & { shared: unknown[] } {
  const shared: unknown[] = [];
  return {
    shared,
    config: vi.fn(),
    ready: (callback) => callback(),
    updateAppMessageShareData: (value) => void shared.push(['message', value]),
    updateTimelineShareData: (value) => void shared.push(['timeline', value]),
  };
}

const sign = vi.fn(async () => ({
  appId: 'wx1',
  timestamp: 1,
  nonceStr: 'n',
  signature: 's',
}));

const deps = (over: Partial<WechatShareDeps>): WechatShareDeps => ({
  isWechat: () => true,
  sdk: () => undefined,
  pageAddress: () => 'https://shop.example.com/shop/?a=1',
  sign,
  ...over,
});

describe('sharing inside WeChat', () => {
  it('does nothing outside the WeChat browser: no signature call', async () => {
    sign.mockClear();
    const sdk = fakeSdk();
    await expect(
      updateWechatShare(data, deps({ isWechat: () => false, sdk: () => sdk })),
    ).resolves.toBe(false);
    expect(sign).not.toHaveBeenCalled();
    expect(sdk.shared).toEqual([]);
  });

  it('does nothing inside WeChat when the SDK is not on the page', async () => {
    sign.mockClear();
    await expect(updateWechatShare(data, deps({}))).resolves.toBe(false);
    expect(sign).not.toHaveBeenCalled();
  });

  it('signs the page address and sets the share of friends and moments', async () => {
    sign.mockClear();
    const sdk = fakeSdk();
    await expect(updateWechatShare(data, deps({ sdk: () => sdk }))).resolves.toBe(true);
    expect(sign).toHaveBeenCalledWith('https://shop.example.com/shop/?a=1');
    expect(sdk.config).toHaveBeenCalledWith(
      expect.objectContaining({ appId: 'wx1', signature: 's', debug: false }),
    );
    expect(sdk.shared).toEqual([
      ['message', data],
      ['timeline', { title: data.title, link: data.link, imgUrl: data.imgUrl }],
    ]);
  });

  it('a failed signature leaves a plain share', async () => {
    const sdk = fakeSdk();
    const failing = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(updateWechatShare(data, deps({ sdk: () => sdk, sign: failing }))).resolves.toBe(
      false,
    );
    expect(sdk.shared).toEqual([]);
  });

  it('loads no third-party script unless an SDK address is configured, and only in WeChat', async () => {
    await loadWechatSdk('', () => true);
    await loadWechatSdk('https://res.wx.qq.com/open/js/jweixin-1.6.0.js', () => false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
