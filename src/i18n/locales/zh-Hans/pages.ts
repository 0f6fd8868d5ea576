import type { Messages } from '../../types';
import type { pages as en } from '../en/pages';

export const pages: Messages<typeof en> = {
  home: {
    welcome: '欢迎来到{{name}}',
  },
  mine: {
    settings: '设置',
    help: '帮助与信息',
    version: '版本 {{version}}',
  },
  networkCheck: {
    title: '网络未连接',
    description: '请确认已打开移动数据或 Wi-Fi，然后重试。',
    checking: '正在检测网络…',
    stillOffline: '网络仍未连接，请检查网络设置后重试。',
    retry: '重试',
  },
  webview: {
    invalid: '无法打开该地址',
    invalidDescription: '这里只能打开以 http:// 或 https:// 开头的地址。',
    openInBrowser: '在浏览器中打开',
    frameTitle: '外部页面：{{host}}',
  },
  appUpdate: {
    current: '当前版本',
    versionLine: '{{version}}（构建 {{code}}）',
    webNote: '商城每次打开都是最新版本。如果内容看起来过旧，请重新加载。',
    reload: '重新加载最新版本',
  },
  about: {
    payment: {
      intro: '本条款适用于在本商城购买号码、SIM 卡、流量卡、套餐及加油包的所有订单。',
      sections: {
        orderTitle: '订单',
        order: '订单在支付并经运营商确认后生效。预占的号码仅保留一段时间，订单未完成时将自动释放。',
        payTitle: '支付',
        pay: '价格均已含税。请通过结算页提供的支付方式付款，我们不会在聊天中索要您的银行卡信息。',
        refundTitle: '取消与退款',
        refund: '未支付的订单可随时取消。已支付订单的退款按该产品的运营商规则处理，原路退回。',
        realNameTitle: '实名登记',
        realName: '依法所有电话卡在激活前须登记使用人的真实身份，登记信息不一致将无法激活。',
      },
    },
    promise: {
      intro: '在这里购买，您可以放心的几件事。',
      sections: {
        genuineTitle: '正品号卡',
        genuine: '所有号码和卡片均直接来自持牌运营商。',
        priceTitle: '价格透明',
        price: '所见即所付，没有隐藏月费或额外收费。',
        deliveryTitle: '极速发货',
        delivery: '订单 48 小时内发货，可在订单列表中查看物流。',
        serviceTitle: '真人客服',
        service: '客服每天 9:00 至 21:00 在线为您服务。',
      },
    },
    text: {
      intro: '我们销售持牌运营商的号码、SIM 卡和流量卡，并帮助卡主在一处管理余额、套餐和设备。',
      versionTitle: '应用版本',
    },
  },
};
