import type { Messages } from '../../types';
import type { api as en } from '../en/api';

export const api: Messages<typeof en> = {
  errors: {
    network500: '网络错误，请切换网络或稍后重试',
    requestError: '请求错误',
    abnormalData: '数据响应异常',
    transport: '网络错误，请尝试切换网络',
    operationFailed: '操作失败',
    loginTimeout: '登录超时，请重新登录',
    otherError: '其他错误',
    moduleNotOpen: '该功能暂未开放',
    timeout: '请求超时，请重试',
    aborted: '请求已取消',
    transferNetwork: '文件传输时网络错误',
    socketCreate: '连接创建失败',
    socketNotOpen: '连接未打开',
    contract: '服务器返回的数据异常，请稍后重试',
  },
  soldOut: {
    title: '商品已售罄',
    message: '该商品刚刚售罄，请咨询客服或选择其他商品。',
    contactService: '联系客服',
    backToShop: '返回商城',
  },
  acceptFailed: {
    title: '订单受理失败',
    message: '您的订单未能受理。',
    contactService: '联系客服',
    close: '关闭',
  },
  numberReserved: {
    title: '号码已被预占',
    message: '该号码刚被他人预占，请选择其他号码。',
    backToShop: '返回商城',
    contactService: '联系客服',
  },
  notDirectAgent: {
    title: '非直属下级代理',
    message: '该代理不是您的直属下级，无需为其设置价格。',
    backToDownstream: '返回我的下级',
  },
  appDomain: {
    title: '无法启动',
    noDomain: '获取访问节点失败，请稍后重试或联系管理员',
    networkFault: '内部网络故障，请稍后重试',
    systemBusy: '系统繁忙，请检查网络后重启',
    quit: '退出',
  },
  media: {
    previewFailed: '预览失败',
    saveFailed: '保存失败',
    downloadFailed: '下载失败',
  },
  sim: {
    refreshing: '刷新中',
    refreshed: '刷新成功',
  },
  session: {
    loggedOut: '已退出登录',
  },
};
