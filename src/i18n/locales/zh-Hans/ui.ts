import type { Messages } from '../../types';
import type { ui as en } from '../en/ui';

export const ui: Messages<typeof en> = {
  close: '关闭',
  confirm: '确认',
  cancel: '取消',
  select: '请选择操作',
  loading: '加载中',
  load: {
    failed: '页面加载失败',
    failedHint: '请检查网络后重试。',
    notFound: '未找到：链接不完整或该商品已不存在。',
  },
  pull: {
    pulling: '下拉即可刷新',
    loosing: '释放即可刷新',
    refreshing: '刷新中',
    success: '刷新成功',
  },
  list: {
    noMore: '没有更多了',
    error: '加载失败，点击重试',
    loading: '加载中',
  },
  empty: '暂无数据',
  copy: '复制',
  copySuccess: '复制{{label}}成功',
  copyFailed: '复制失败',
  copyManual: '无法自动复制，请长按或选中下方文字手动复制',
  search: {
    placeholder: '搜索',
    label: '搜索',
    clear: '清除',
    submit: '搜索',
  },
  delete: '删除',
  password: {
    name: '密码',
    label: '密码，已输入 {{count}} 位，共 {{length}} 位',
  },
  keyboard: {
    label: '数字键盘',
    delete: '删除',
    hide: '收起键盘',
  },
  video: {
    play: '播放',
    pause: '暂停',
    mute: '静音',
    unmute: '取消静音',
    fullscreen: '全屏',
    rate: '播放速度',
    rateValue: '{{rate}}倍',
    progress: '播放进度',
    failed: '视频无法播放',
  },
  preview: {
    label: '图片预览',
    indicator: '{{current}} / {{total}}',
    image: '第 {{current}} 张，共 {{total}} 张',
    failed: '预览失败',
    saveFailed: '保存失败',
    downloadFailed: '下载失败',
    zoomIn: '放大',
    zoomOut: '缩小',
    save: '保存图片',
  },
  uploader: {
    add: '添加图片',
    addVideo: '添加视频',
    addFile: '添加文件',
    remove: '删除第 {{index}} 张图片',
    uploading: '上传中',
    failed: '上传失败',
    preview: '查看第 {{index}} 张图片',
  },
  textarea: {
    counter: '已输入 {{count}} 字，最多 {{max}} 字',
  },
  swiper: {
    slide: '第 {{current}} 张，共 {{total}} 张',
    goTo: '切换到第 {{index}} 张',
    label: '轮播图',
  },
  notice: {
    label: '公告',
  },
  countdown: {
    label: '剩余时间',
    days: '{{count}}天',
  },
  region: {
    province: '省份',
    city: '城市',
    county: '区县',
    select: '请选择',
    title: '选择地区',
  },
  progress: {
    label: '进度',
  },
  qrcode: {
    label: '二维码',
  },
  price: {
    original: '原价',
  },
};
