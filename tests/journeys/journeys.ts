// Each area's main journey, written once in a user's words and played in Chromium (tests/e2e)
// and in WebKit (tests/webkit). The steps use the demo data of the README's "Trying the demo".
import type { Actor } from './actor';
import { CARDS, PAY_PASSWORD, pricedNumber, resetDemo, signInCard, signOutCard } from './demo';

/** Fills the goods order form, delivering to Nanshan, Shenzhen. */
export async function fillOrderForm(user: Actor) {
  await user.fill(/Real name/, '张三');
  await user.fill(/ID card number/, '110101199003074258');
  await user.fill(/Mobile/, '13800138000');
  await user.tap('button', /Delivery region/);
  const sheet = { role: 'dialog' } as const;
  await user.tap('button', '广东省', sheet);
  await user.tap('button', '深圳市', sheet);
  await user.tap('button', '南山区', sheet);
  await user.gone(sheet);
  await user.fill(/Street address/, '科技园南区 1 栋 101');
  await user.tap('checkbox', /agree/i);
}

/** Types digits on the on-screen keypad of the pay-password sheet. */
export async function typePayPassword(user: Actor, digits: string) {
  for (const digit of digits) {
    await user.tap('button', digit, { role: 'group', name: 'Number keyboard' });
  }
}

/** A shopper reserves a priced number, orders it and pays at the payment provider. */
export async function shopperReservesAndPays(user: Actor) {
  await resetDemo(user);
  const number = await pricedNumber(user);
  await user.open(`#/pages/goods/pretty/index?numberId=${number.id}`);
  await user.tap('button', 'Reserve this number');
  await user.see('Held for you for');
  await user.tap('button', 'Order with this number');
  await user.see(`Your number: ${number.mobile}`);
  await fillOrderForm(user);
  await user.tap('button', 'Place the order');
  await user.at(/#\/pages\/order\/pay\/index\?/);
  await user.inNewTab(
    () => user.tap('button', 'Pay now'),
    async (provider) => {
      await provider.see('Demo payment provider');
      await provider.tap('button', 'Pay');
      await provider.at(/\/shop\/#\/pages\/order\/pay\/index\?id=\d+/);
    },
  );
  // Confirmed by the order itself: the demo warehouse ships a paid order at once, and the page
  // that started the payment says it was received, with the order's state beside it.
  await user.see('Payment received');
  await user.see('Your order has shipped.');
}

/** A card owner tops the balance up online and buys a package with the pay password. */
export async function cardOwnerTopsUpAndBuys(user: Actor) {
  await resetDemo(user);
  await signInCard(user, CARDS.vip);
  await user.open('#/pages/iot/index/balance/index');
  await user.tap('button', /¥50/);
  await user.tap('button', 'Top up');
  await user.at(/balance\/pay\?optionId=2/);
  await user.tap('button', 'Pay ¥50.00');
  await user.tap('button', 'Pay ¥50.00', { role: 'dialog', name: 'Cashier' });
  await user.see('Balance topped up');
  await user.see('Balance now ¥255.00');

  await user.open('#/pages-sub/iot/packageDetails/index?id=5');
  await user.tap('button', 'Buy now ¥3.00');
  await typePayPassword(user, PAY_PASSWORD);
  await user.see('Package bought');
  await user.tap('button', 'View records');
  await user.at(/orderLogs\/index\?tab=packages/);
}

/** A card owner adds a delivery address in the points shop and redeems a product with it. */
export async function pointsShopAddressAndOrder(user: Actor) {
  await resetDemo(user);
  await signInCard(user, CARDS.vip);
  await user.open('#/pages-sub/iot/integralShop/address/index');
  await user.tap('button', 'Add an address');
  const form = { role: 'form', name: 'Delivery address' } as const;
  await user.fill('Receiver', '李四', form);
  await user.fill('Mobile', '13912345678', form);
  await user.fill('Street address', '浦东大道 100 号 2 楼', form);
  await user.tap('button', /Region/, form);
  await user.tap('button', '上海市', { role: 'list', name: 'Province' });
  await user.tap('button', '上海市', { role: 'list', name: 'City' });
  await user.tap('button', '浦东新区', { role: 'list', name: 'County' });
  await user.tap('button', 'Save', form);
  await user.see('Address saved');
  await user.see('浦东大道 100 号 2 楼', { role: 'article', name: '李四 13912345678' });

  await user.open('#/pages-sub/iot/integralShop/details?id=1');
  await user.tap('button', 'Redeem now');
  await user.tap('button', 'Place order');
  await typePayPassword(user, PAY_PASSWORD);
  await user.at(/order\/details\?id=\d+/);
  await user.see('品牌数据线');
}

/**
 * An operator previews a card home layout before customers see it, and the card pages it leads
 * to: a menu opens the packages in the preview, buying one is refused with the reason while the
 * page stays, and the user centre shows the layout's sample card.
 */
export async function operatorPreviewsLayout(user: Actor) {
  await resetDemo(user);
  // The operator's own browser: no card of an earlier journey is logged in (a preview over a card
  // session asks first, which its own tests play).
  await signOutCard(user);
  await user.open('#/pages/iot/index/index?iotPreview=IotLayout:2');
  await user.see('Layout preview: 渐变橙');
  const intro = { role: 'dialog', name: 'Preview mode' } as const;
  await user.tap('button', 'Got it', intro);
  await user.gone(intro);
  await user.see('IotLayout:2', { role: 'region', name: 'Card summary' });
  await user.tap('button', '套餐订购', { role: 'region', name: 'Services' });
  await user.at(/#\/pages\/iot\/index\/package\/index/);
  await user.see('Layout preview: 渐变橙');
  await user.tap('button', 'Buy 季包 300G');
  await user.at(/packageDetails\/index\?id=3/);
  await user.tap('button', 'Buy now ¥159.00');
  await user.see('This is a layout preview: nothing can be bought, paid, saved or bound.');
  await user.see('季包 300G');
  await user.open('#/pages-sub/iot/user/index');
  await user.see('Layout preview: 渐变橙');
  await user.see('IotLayout:2');
}

/** A card owner opens a Wi-Fi link while logged out, logs in and lands on that Wi-Fi page. */
export async function cardOwnerLogsInToWifiLink(user: Actor) {
  await resetDemo(user);
  await signOutCard(user);
  await user.open('#/pages-sub/wifi/share?type=2.4G');
  await user.at(/#\/pages\/iot\/login\/index\?redirect=/);
  await user.fill(/Card or device number/, CARDS.device);
  await user.tap('checkbox', /agree/i);
  await user.tap('button', 'Log in');
  await user.at(/#\/pages-sub\/wifi\/share\?type=2\.4G$/);
  await user.see('CardShop-MiFi-2.4G');
}

export const MAIN_JOURNEYS = {
  'a shopper reserves a number, orders it and pays': shopperReservesAndPays,
  'a card owner tops up and buys a package with the pay password': cardOwnerTopsUpAndBuys,
  'the points shop: a new address, then an order delivered to it': pointsShopAddressAndOrder,
  'an operator previews a card home layout and the card pages it leads to': operatorPreviewsLayout,
  'a logged-out card owner opens a Wi-Fi link, logs in and lands on it': cardOwnerLogsInToWifiLink,
} as const;
