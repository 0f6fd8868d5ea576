import type { Messages } from '../../types';
import type { shell as en } from '../en/shell';

export const shell: Messages<typeof en> = {
  tabs: { home: '首页', orders: '订单', customer: '客服', mine: '我的' },
  tabBarLabel: '主栏目',
  back: '返回',
  pageLoading: '页面加载中',
  offline: '网络已断开，页面内容可能不是最新的。',
  update: { message: '商城有新版本可用。', reload: '立即更新', later: '稍后' },
  errorView: {
    title: '页面暂时无法显示',
    description: '打开页面时出了点问题，点击重试。',
    timeout: '页面打开超时，点击重试。',
    reload: '重新加载',
  },
  closed: {
    title: '应用已关闭',
    description: '应用无法启动。请关闭此页面，或稍后重新打开应用。',
    restart: '重新打开',
  },
  nav: {
    unknownPage: '页面不存在',
    tabRefused: '标签页只能从底部导航打开',
    notTabPage: '该页面不是标签页',
    duplicate: '页面正在打开中',
    menuUnsupported: '暂不支持该菜单类型',
    invalidLink: '无法打开该链接',
  },
  titles: {
    home: '首页',
    orders: '订单',
    customer: '客服中心',
    mine: '我的',
    networkCheck: '网络检测',
    payment: '交易条款',
    promise: '服务承诺',
    about: '关于我们',
    webview: '网页',
    appUpdate: '版本与更新',
    login: '登录',
    iotLogin: '卡号登录',
  },
};
