import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import * as iot from '@/api/declarations/iot';
import * as points from '@/api/declarations/points';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import { buyPackage } from '@/api/iot';
import { isApiError } from '@/api/errors';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

setupDemoApi();

async function codeOf(pending: Promise<unknown>): Promise<number> {
  try {
    await pending;
    return 0;
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
}

async function login(simNo: string, password?: string) {
  const result = await call(site.simLogin, { simNo, password });
  useIotStore.getState().setSession(result.simNo, result.token);
  return result;
}

const address = {
  id: 0,
  name: '李四',
  mobile: '13912345678',
  provinceCode: '110000',
  province: '',
  cityCode: '110100',
  city: '',
  countyCode: '110105',
  county: '',
  detail: '建国路 88 号',
  isDefault: false,
};

describe('demo API', () => {
  it('answers sim info with a token and 34061 without or with a stale one', async () => {
    expect(await codeOf(call(iot.getSimInfo))).toBe(34061);
    await login(DEMO.cards.ordinary);
    await expect(call(iot.getSimInfo)).resolves.toMatchObject({ simNo: DEMO.cards.ordinary });
    const old = useIotStore.getState().token;
    await login(DEMO.cards.ordinary);
    useIotStore.setState({ token: old });
    expect(await codeOf(call(iot.getSimInfo))).toBe(34061);
  });

  it('logs a device in by device number; cards with a password need it', async () => {
    await expect(call(site.simLogin, { simNo: DEMO.deviceNo })).resolves.toMatchObject({
      simNo: DEMO.cards.device,
    });
    expect(await codeOf(call(site.simLogin, { simNo: DEMO.cards.password }))).toBe(-1);
    await expect(
      call(site.simLogin, { simNo: DEMO.cards.password, password: DEMO.cardPassword }),
    ).resolves.toBeTruthy();
  });

  it('has hundreds of numbers with vanity patterns over four operators', async () => {
    const page = await call(shop.getNumberList, { pageSize: 50 });
    expect(page.total).toBeGreaterThanOrEqual(400);
    const aabb = await call(shop.getNumberList, { pattern: 'AABB', pageSize: 50 });
    expect(aabb.list.every((n) => /(\d)\1(\d)\2$/.test(n.mobile))).toBe(true);
    for (const operatorType of [1, 2, 3, 4]) {
      expect((await call(shop.getNumberList, { operatorType })).total).toBeGreaterThan(0);
    }
    const groups = await call(shop.getGoodsList, {});
    expect(groups.groups.map((g) => g.name)).toEqual(['流量卡', '靓号专区', '宽带']);
  });

  it('buying a package with the balance lowers it and lists the order; too little balance is -1', async () => {
    await login(DEMO.cards.ordinary);
    const before = await call(iot.getSimInfo);
    const result = await buyPackage({ packageId: 1, payType: 'balance' });
    expect(result.paid).toBe(true);
    const after = await call(iot.getSimInfo);
    expect(after.balance).toBe((before.balance ?? 0) - 29);
    const orders = await call(iot.getSimPackageList, {});
    expect(orders.list[0]).toMatchObject({ orderSn: result.orderSn, status: 1 });
    const logs = await call(iot.getSimBalanceLogList, {});
    expect(logs.list[0].money).toBe(-29);
    expect(await codeOf(buyPackage({ packageId: 4, payType: 'balance' }))).toBe(-1);
  });

  it('once a pay password is set, balance payments need it (41001 missing, 41002 wrong)', async () => {
    await login(DEMO.cards.ordinary);
    await call(iot.simUpdatePayPass, { password: '246810' });
    expect(await codeOf(buyPackage({ packageId: 5, payType: 'balance' }))).toBe(41001);
    expect(
      await codeOf(buyPackage({ packageId: 5, payType: 'balance', payPassword: '000000' })),
    ).toBe(41002);
    await expect(
      buyPackage({ packageId: 5, payType: 'balance', payPassword: '246810' }),
    ).resolves.toMatchObject({ paid: true });
    expect((await call(iot.getSimInfo)).existPayPassword).toBe(true);
  });

  it('runs a seckill window on the server clock and judges coupons', async () => {
    await login(DEMO.cards.ordinary);
    const { seckill } = await call(iot.getPackageChoose);
    const now = Date.now();
    expect(Date.parse(seckill[0].seckillStartAt)).toBeLessThanOrEqual(now);
    expect(Date.parse(seckill[0].seckillEndAt)).toBeGreaterThan(now);
    expect(await codeOf(buyPackage({ packageId: seckill[1].id, payType: 'balance' }))).toBe(-1);
    const details = await call(iot.getPackageDetails, { id: 1 });
    const states = details.coupons.map((c) => [c.name, c.state, c.reason]);
    expect(states).toContainEqual(['满 20 减 5', 1, '']);
    expect(states).toContainEqual(['满 100 减 30', 2, 'Spend 100 yuan or more to use it']);
    expect(states.some(([, state]) => state === 3)).toBe(true);
  });

  it('adds, edits, defaults and deletes addresses', async () => {
    await login(DEMO.cards.ordinary);
    expect(await codeOf(call(points.setSimAddress, { ...address, mobile: '123' }))).toBe(-1);
    const saved = await call(points.setSimAddress, address);
    expect(saved).toMatchObject({ province: '北京市', city: '北京市', county: '朝阳区' });
    await call(points.setSimAddress, { ...saved, detail: '建国路 99 号' });
    await call(points.setDefaultSimAddress, { id: saved.id });
    let list = await call(points.getSimAddressList);
    expect(list[0]).toMatchObject({ id: saved.id, detail: '建国路 99 号', isDefault: true });
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    await call(points.delSimAddress, { id: saved.id });
    list = await call(points.getSimAddressList);
    expect(list.some((a) => a.id === saved.id)).toBe(false);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('renames the device Wi-Fi and shows it after reload; plain cards get 40001', async () => {
    await login(DEMO.cards.device);
    const info = await call(iot.getSimInfo);
    expect(info.wifiConfig).toMatchObject({
      wifiName: 'CardShop-MiFi-2.4G',
      wifiName5G: 'CardShop-MiFi-5G',
    });
    await call(device.setWifiSsidPwd, {
      wifiType: '5G',
      wifiName: 'Home-5G',
      wifiPass: 'secret123',
    });
    expect((await call(iot.getSimInfo)).wifiConfig?.wifiName5G).toBe('Home-5G');
    expect(
      await codeOf(
        call(device.setWifiSsidPwd, { wifiType: '2.4G', wifiName: 'x', wifiPass: 'short' }),
      ),
    ).toBe(-1);
    await login(DEMO.cards.ordinary);
    expect(await codeOf(call(device.restartDevice))).toBe(40001);
  });

  it("shop orders need a logged-in session (61), then list the mobile's orders", async () => {
    expect(await codeOf(call(shop.getShopOrderList, {}))).toBe(61);
    expect(await codeOf(call(shop.shopLogin, { mobile: DEMO.shopMobile, code: '000000' }))).toBe(
      -1,
    );
    await call(shop.shopLogin, { mobile: DEMO.shopMobile, code: DEMO.smsCode });
    const orders = await call(shop.getShopOrderList, {});
    expect(orders.total).toBe(3);
  });

  it('serves the region tree', async () => {
    const provinces = await call(site.getProvinces, { code: 'all' });
    expect(provinces.find((p) => p.value === '440000')?.children?.map((c) => c.label)).toContain(
      '深圳市',
    );
    const cities = await call(site.getProvinces, { code: '440000' });
    expect(cities.find((c) => c.value === '440300')?.children?.map((c) => c.label)).toContain(
      '南山区',
    );
  });
});
