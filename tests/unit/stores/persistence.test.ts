import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { useShopCacheStore } from '@/stores/shopCache';
import { useIndexDisplayStore } from '@/stores/indexDisplay';
import { useShopUserStore } from '@/stores/shopUser';
import { useMiniUserStore } from '@/stores/miniUser';

describe('persistence across a reload', () => {
  it('brings back the persisted stores from storage in a fresh module graph', async () => {
    useShopUserStore.getState().setUser({ nickname: 'Ann', mobile: '13800138000', avatar: '' });
    useIotStore.getState().setSession(DEMO.cards.ordinary, 'tok');
    useIotStore.getState().rememberSim(DEMO.cards.ordinary);
    useIotStore.getState().setPreviewPopupShown(true);
    useLayoutStore.getState().setPromoCode('AGENT001');
    const sessionId = useLayoutStore.getState().getSessionId();
    useShopCacheStore.getState().setAppDomain('https://node.example.com');
    useIndexDisplayStore.getState().setIndexFirstGroup(1);
    useIndexDisplayStore.getState().setIndexArrange(2);
    // What an earlier version left behind.
    localStorage.setItem('shop.indexDisplay', JSON.stringify({ state: { indexFirstGroup: 1 } }));
    useIndexDisplayStore.getState().setLaunchSavedMiniUsers(true);
    useMiniUserStore.getState().setUser('wx', { openId: 'o-1', nickname: 'Wx' });

    vi.resetModules();
    const reloaded = {
      shopUser: (await import('@/stores/shopUser')).useShopUserStore.getState(),
      iot: (await import('@/stores/iot')).useIotStore.getState(),
      layout: (await import('@/stores/layout')).useLayoutStore.getState(),
      cache: (await import('@/stores/shopCache')).useShopCacheStore.getState(),
      display: (await import('@/stores/indexDisplay')).useIndexDisplayStore.getState(),
      mini: (await import('@/stores/miniUser')).useMiniUserStore.getState(),
    };
    expect(reloaded.shopUser).toMatchObject({ nickname: 'Ann', mobile: '13800138000' });
    expect(reloaded.iot).toMatchObject({
      simNo: DEMO.cards.ordinary,
      token: 'tok',
      recentSims: [DEMO.cards.ordinary],
      previewPopupShown: true,
    });
    expect(reloaded.layout).toMatchObject({ promoCode: 'AGENT001', sessionId });
    expect(reloaded.cache.appDomain).toBe('https://node.example.com');
    // Index display (first group, arrangement) is not in the persisted list of docs/requirements.md section 3.
    expect(reloaded.display).toMatchObject({ indexFirstGroup: 0, indexArrange: 1 });
    expect(localStorage.getItem('shop.indexDisplay')).toBeNull();
    expect(reloaded.mini.users.wx).toMatchObject({
      openId: 'o-1',
      nickname: 'Wx',
      indexFirstGroup: 2,
    });
    // One launch's flag does not survive into the next launch.
    expect(reloaded.display.launchSavedMiniUsers).toBe(false);
  });
});
