import type { Messages } from '../../types';
import type { lib as en } from '../en/lib';

export const lib: Messages<typeof en> = {
  greeting: {
    morning: '早安',
    noon: '午安',
    afternoon: '午安',
    evening: '晚安',
    lateNight: '夜深了，早點休息',
  },
  duration: {
    day_one: '{{count}}天',
    day_other: '{{count}}天',
    month_one: '{{count}}個月',
    month_other: '{{count}}個月',
    year_one: '{{count}}年',
    year_other: '{{count}}年',
    lifetime: '終身',
  },
  validation: {
    required: '請填寫{{field}}',
    mobile: '請輸入以1開頭的11位手機號碼',
    idCard: '請輸入正確的18位身分證號碼',
    link: '網址須以 http:// 或 https:// 開頭',
  },
};
