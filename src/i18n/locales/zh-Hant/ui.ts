import type { Messages } from '../../types';
import type { ui as en } from '../en/ui';

export const ui: Messages<typeof en> = {
  close: '關閉',
  confirm: '確認',
  cancel: '取消',
  select: '請選擇操作',
  loading: '載入中',
  load: {
    failed: '頁面載入失敗',
    failedHint: '請檢查網路後重試。',
    notFound: '找不到：連結不完整或該商品已不存在。',
  },
  pull: {
    pulling: '下拉即可重新整理',
    loosing: '釋放即可重新整理',
    refreshing: '重新整理中',
    success: '重新整理成功',
  },
  list: {
    noMore: '沒有更多了',
    error: '載入失敗，點擊重試',
    loading: '載入中',
  },
  empty: '暫無資料',
  copy: '複製',
  copySuccess: '複製{{label}}成功',
  copyFailed: '複製失敗',
  copyManual: '無法自動複製，請長按或選取下方文字手動複製',
  search: {
    placeholder: '搜尋',
    label: '搜尋',
    clear: '清除',
    submit: '搜尋',
  },
  delete: '刪除',
  password: {
    name: '密碼',
    label: '密碼，已輸入 {{count}} 位，共 {{length}} 位',
  },
  keyboard: {
    label: '數字鍵盤',
    delete: '刪除',
    hide: '收起鍵盤',
  },
  video: {
    play: '播放',
    pause: '暫停',
    mute: '靜音',
    unmute: '取消靜音',
    fullscreen: '全螢幕',
    rate: '播放速度',
    rateValue: '{{rate}}倍',
    progress: '播放進度',
    failed: '影片無法播放',
  },
  preview: {
    label: '圖片預覽',
    indicator: '{{current}} / {{total}}',
    image: '第 {{current}} 張，共 {{total}} 張',
    failed: '預覽失敗',
    saveFailed: '儲存失敗',
    downloadFailed: '下載失敗',
    zoomIn: '放大',
    zoomOut: '縮小',
    save: '儲存圖片',
  },
  uploader: {
    add: '新增圖片',
    addVideo: '新增影片',
    addFile: '新增檔案',
    remove: '刪除第 {{index}} 張圖片',
    uploading: '上傳中',
    failed: '上傳失敗',
    preview: '查看第 {{index}} 張圖片',
  },
  textarea: {
    counter: '已輸入 {{count}} 字，最多 {{max}} 字',
  },
  swiper: {
    slide: '第 {{current}} 張，共 {{total}} 張',
    goTo: '切換到第 {{index}} 張',
    label: '輪播圖',
  },
  notice: {
    label: '公告',
  },
  countdown: {
    label: '剩餘時間',
    days: '{{count}}天',
  },
  region: {
    province: '省份',
    city: '城市',
    county: '區縣',
    select: '請選擇',
    title: '選擇地區',
  },
  progress: {
    label: '進度',
  },
  qrcode: {
    label: 'QR 碼',
  },
  price: {
    original: '原價',
  },
};
