import { describe, expect, it } from 'vitest';
import { wifiNameError, wifiPassError } from '@/components/iotServices/device/WifiSettingsForm';
import { emptyAddress, validateAddress } from '@/components/iotServices/points/AddressForm';
import { checkoutBlock } from '@/components/iotServices/points/CheckoutPanel';
import {
  RECHARGE_KINDS,
  isRechargeKind,
} from '../../../src/features/iotServices/machineCode/kinds';
import { wifiBands } from '../../../src/features/iotServices/wifi/bands';
import type { WifiConfig } from '@/api/types';

const address = {
  ...emptyAddress(),
  name: '张三',
  mobile: '13800138000',
  provinceCode: '440000',
  province: '广东省',
  cityCode: '440300',
  city: '深圳市',
  countyCode: '440305',
  county: '南山区',
  detail: '科技园南区 1 栋',
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(address)).toEqual({});
  });

  it('names every field that needs fixing', () => {
    expect(validateAddress(emptyAddress())).toEqual({
      name: 'nameRequired',
      mobile: 'mobile',
      region: 'region',
      detail: 'detail',
    });
  });

  it('refuses long names, bad mobiles, half regions and short streets', () => {
    expect(
      validateAddress({
        ...address,
        name: 'x'.repeat(21),
        mobile: '23800138000',
        countyCode: '',
        detail: ' 1 ',
      }),
    ).toEqual({ name: 'nameTooLong', mobile: 'mobile', region: 'region', detail: 'detail' });
  });
});

describe('checkoutBlock', () => {
  const goods = { deliveryType: 1 as const, integral: 300, stock: 5 };
  const base = { goods, quantity: 1, integral: 1000, address: { ...address, id: 1 }, store: null };

  it('lets a covered order through', () => {
    expect(checkoutBlock(base)).toBeNull();
  });

  it('blocks a shipped product without an address', () => {
    expect(checkoutBlock({ ...base, address: null })).toBe('noAddress');
  });

  it('blocks a pick-up product without a store, and a virtual one needs neither', () => {
    expect(checkoutBlock({ ...base, goods: { ...goods, deliveryType: 2 } })).toBe('noStore');
    expect(
      checkoutBlock({ ...base, address: null, goods: { ...goods, deliveryType: 3 } }),
    ).toBeNull();
  });

  it('blocks short points and short stock, stock first', () => {
    expect(checkoutBlock({ ...base, quantity: 4 })).toBe('notEnoughPoints');
    expect(checkoutBlock({ ...base, quantity: 6 })).toBe('soldOut');
  });
});

describe('Wi-Fi rules', () => {
  it.each([
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    ['x'.repeat(33), 'nameTooLong'],
    ['我的WiFi', 'nameChars'],
    ['Home 😀', 'nameChars'],
    ['Home-Office 5G', null],
    ['x'.repeat(32), null],
  ])('name %j -> %s', (name, expected) => {
    expect(wifiNameError(name)).toBe(expected);
  });

  it.each([
    ['', null],
    ['1234567', 'passLength'],
    ['12345678', null],
    ['x'.repeat(63), null],
    ['x'.repeat(64), 'passLength'],
    ['密码密码密码密码', 'passChars'],
  ])('password %j -> %s', (password, expected) => {
    expect(wifiPassError(password)).toBe(expected);
  });
});

describe('wifiBands', () => {
  const config: WifiConfig = {
    connCount: 3,
    maxConnCount: 10,
    showWifi: true,
    switchWifi: true,
    wifiEncrypt: 'WPA2-PSK',
    wifiName: 'Home-2.4G',
    wifiPass: '12345678',
    connCount5G: 1,
    maxConnCount5G: 10,
    showWifi5G: false,
    switchWifi5G: true,
    wifiEncrypt5G: 'WPA2-PSK',
    wifiName5G: 'Home-5G',
    wifiPass5G: '87654321',
  };

  it('lists both bands when 5G has a name and a password', () => {
    expect(wifiBands(config).map((band) => [band.band, band.name, band.visible])).toEqual([
      ['2.4G', 'Home-2.4G', true],
      ['5G', 'Home-5G', false],
    ]);
  });

  it('leaves 5G out when its name or password is empty', () => {
    expect(wifiBands({ ...config, wifiPass5G: '' })).toHaveLength(1);
    expect(wifiBands({ ...config, wifiName5G: '' })).toHaveLength(1);
  });
});

describe('machine-code recharge kinds', () => {
  it('offers the ten variants of the specification', () => {
    expect([...RECHARGE_KINDS].sort()).toEqual(
      [
        'app',
        'button',
        'miniProgram',
        'official',
        'onlineService',
        'phoneService',
        'rechargeNumber',
        'richText',
        'scan',
        'videoTutorial',
      ].sort(),
    );
    expect(isRechargeKind('scan')).toBe(true);
    expect(isRechargeKind('fax')).toBe(false);
  });
});
