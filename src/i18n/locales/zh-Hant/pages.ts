import type { Messages } from '../../types';
import type { pages as en } from '../en/pages';

export const pages: Messages<typeof en> = {
  home: {
    welcome: '歡迎來到{{name}}',
  },
  mine: {
    settings: '設定',
    help: '幫助與資訊',
    version: '版本 {{version}}',
  },
  networkCheck: {
    title: '網路未連線',
    description: '請確認已開啟行動數據或 Wi-Fi，然後重試。',
    checking: '正在檢測網路…',
    stillOffline: '網路仍未連線，請檢查網路設定後重試。',
    retry: '重試',
  },
  webview: {
    invalid: '無法開啟該網址',
    invalidDescription: '這裡只能開啟以 http:// 或 https:// 開頭的網址。',
    openInBrowser: '在瀏覽器中開啟',
    frameTitle: '外部頁面：{{host}}',
  },
  appUpdate: {
    current: '目前版本',
    versionLine: '{{version}}（建置 {{code}}）',
    webNote: '商城每次開啟都是最新版本。如果內容看起來過舊，請重新載入。',
    reload: '重新載入最新版本',
  },
  about: {
    payment: {
      intro: '本條款適用於在本商城購買號碼、SIM 卡、數據卡、資費方案及加量包的所有訂單。',
      sections: {
        orderTitle: '訂單',
        order:
          '訂單在付款並經電信業者確認後生效。預留的號碼僅保留一段時間，訂單未完成時將自動釋出。',
        payTitle: '付款',
        pay: '價格均已含稅。請透過結帳頁提供的付款方式付款，我們不會在聊天中索取您的信用卡資料。',
        refundTitle: '取消與退款',
        refund: '未付款的訂單可隨時取消。已付款訂單的退款依該產品的電信業者規則處理，原路退回。',
        realNameTitle: '實名登記',
        realName: '依法所有電話卡在開通前須登記使用人的真實身分，登記資料不一致將無法開通。',
      },
    },
    promise: {
      intro: '在這裡購買，您可以放心的幾件事。',
      sections: {
        genuineTitle: '正品號卡',
        genuine: '所有號碼和卡片均直接來自合法電信業者。',
        priceTitle: '價格透明',
        price: '所見即所付，沒有隱藏月費或額外收費。',
        deliveryTitle: '快速出貨',
        delivery: '訂單 48 小時內出貨，可在訂單列表中查看物流。',
        serviceTitle: '真人客服',
        service: '客服每天 9:00 至 21:00 線上為您服務。',
      },
    },
    text: {
      intro:
        '我們銷售合法電信業者的號碼、SIM 卡和數據卡，並協助卡主在一處管理餘額、資費方案和裝置。',
      versionTitle: '應用程式版本',
    },
  },
};
