import type { Messages } from '../../types';
import type { shell as en } from '../en/shell';

export const shell: Messages<typeof en> = {
  tabs: { home: '首頁', orders: '訂單', customer: '客服', mine: '我的' },
  tabBarLabel: '主欄目',
  back: '返回',
  pageLoading: '頁面載入中',
  offline: '網絡已斷開，頁面內容可能不是最新的。',
  update: { message: '商城有新版本可用。', reload: '立即更新', later: '稍後' },
  errorView: {
    title: '頁面暫時無法顯示',
    description: '開啟頁面時出了點問題，點擊重試。',
    timeout: '頁面開啟逾時，點擊重試。',
    reload: '重新載入',
  },
  closed: {
    title: '應用已關閉',
    description: '應用無法啟動。請關閉此頁面，或稍後重新開啟應用。',
    restart: '重新開啟',
  },
  nav: {
    unknownPage: '頁面不存在',
    tabRefused: '標籤頁只能從底部導覽開啟',
    notTabPage: '該頁面不是標籤頁',
    duplicate: '頁面正在開啟中',
    menuUnsupported: '暫不支援該選單類型',
    invalidLink: '無法開啟該連結',
  },
  titles: {
    home: '首頁',
    orders: '訂單',
    customer: '客服中心',
    mine: '我的',
    networkCheck: '網路檢測',
    payment: '交易條款',
    promise: '服務承諾',
    about: '關於我們',
    webview: '網頁',
    appUpdate: '版本與更新',
    login: '登入',
    iotLogin: '卡號登入',
  },
};
