import type { Messages } from '../../types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  appName: '号卡商城',
  loading: '加载中',
  retry: '重试',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  back: '返回',
  ok: '好的',
  save: '保存',
  submit: '提交',
  unknown: '未知',
  copySuccess: '复制{{label}}成功',
  language: '语言',
  languages: { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },
};
