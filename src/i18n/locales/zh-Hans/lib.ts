import type { Messages } from '../../types';
import type { lib as en } from '../en/lib';

export const lib: Messages<typeof en> = {
  greeting: {
    morning: '早上好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
    lateNight: '夜深了，早点休息',
  },
  duration: {
    day_one: '{{count}}天',
    day_other: '{{count}}天',
    month_one: '{{count}}个月',
    month_other: '{{count}}个月',
    year_one: '{{count}}年',
    year_other: '{{count}}年',
    lifetime: '终身',
  },
  validation: {
    required: '请填写{{field}}',
    mobile: '请输入以1开头的11位手机号',
    idCard: '请输入正确的18位身份证号',
    link: '地址须以 http:// 或 https:// 开头',
  },
};
