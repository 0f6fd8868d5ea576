import type { Messages } from '../../types';
import type { api as en } from '../en/api';

export const api: Messages<typeof en> = {
  errors: {
    network500: '網絡錯誤，請切換網絡或稍後重試',
    requestError: '請求錯誤',
    abnormalData: '數據響應異常',
    transport: '網絡錯誤，請嘗試切換網絡',
    operationFailed: '操作失敗',
    loginTimeout: '登錄超時，請重新登錄',
    otherError: '其他錯誤',
    moduleNotOpen: '該功能暫未開放',
    timeout: '請求超時，請重試',
    aborted: '請求已取消',
    transferNetwork: '文件傳輸時網絡錯誤',
    socketCreate: '連接創建失敗',
    socketNotOpen: '連接未打開',
    contract: '伺服器返回的資料異常，請稍後重試',
  },
  soldOut: {
    title: '商品已售罄',
    message: '該商品剛剛售罄，請諮詢客服或選擇其他商品。',
    contactService: '聯繫客服',
    backToShop: '返回商城',
  },
  acceptFailed: {
    title: '訂單受理失敗',
    message: '您的訂單未能受理。',
    contactService: '聯繫客服',
    close: '關閉',
  },
  numberReserved: {
    title: '號碼已被預佔',
    message: '該號碼剛被他人預佔，請選擇其他號碼。',
    backToShop: '返回商城',
    contactService: '聯繫客服',
  },
  notDirectAgent: {
    title: '非直屬下級代理',
    message: '該代理不是您的直屬下級，無需為其設置價格。',
    backToDownstream: '返回我的下級',
  },
  appDomain: {
    title: '無法啟動',
    noDomain: '獲取訪問節點失敗，請稍後重試或聯繫管理員',
    networkFault: '內部網絡故障，請稍後重試',
    systemBusy: '系統繁忙，請檢查網絡後重啟',
    quit: '退出',
  },
  media: {
    previewFailed: '預覽失敗',
    saveFailed: '保存失敗',
    downloadFailed: '下載失敗',
  },
  sim: {
    refreshing: '刷新中',
    refreshed: '刷新成功',
  },
  session: {
    loggedOut: '已退出登錄',
  },
};
