import type { Messages } from '../../types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  appName: '號卡商城',
  loading: '載入中',
  retry: '重試',
  confirm: '確定',
  cancel: '取消',
  close: '關閉',
  back: '返回',
  ok: '好的',
  save: '儲存',
  submit: '提交',
  unknown: '未知',
  copySuccess: '複製{{label}}成功',
  language: '語言',
  languages: { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },
};
