import type { PageLoaders } from '../types';
import type { shopRoutes } from '../table/shop';

/** The page modules of ../table/shop.ts, one chunk each (this map is in the first load). */
export const loaders = {
  'pages/goods/index': () => import('@/pages/pages/goods/index'),
  'pages/goods/general/index': () => import('@/pages/pages/goods/general/index'),
  'pages/index/VanityNumber/index': () => import('@/pages/pages/index/VanityNumber/index'),
  'pages/goods/pretty/index': () => import('@/pages/pages/goods/pretty/index'),
  'pages/goods/pretty/package': () => import('@/pages/pages/goods/pretty/package'),
  'pages/goods/pretty/comment': () => import('@/pages/pages/goods/pretty/comment'),
  'pages/goods/fastNumber/index': () => import('@/pages/pages/goods/fastNumber/index'),
  'pages/goods/fastNumber/formSubmit': () => import('@/pages/pages/goods/fastNumber/formSubmit'),
  'pages/login/index': () => import('@/pages/pages/login/index'),
  'pages/order/pay/index': () => import('@/pages/pages/order/pay/index'),
  'pages/order/logistics/index': () => import('@/pages/pages/order/logistics/index'),
  'pages/customer/code': () => import('@/pages/pages/customer/code'),
  'pages/customer/question/index': () => import('@/pages/pages/customer/question/index'),
  'pages/customer/question/detail': () => import('@/pages/pages/customer/question/detail'),
  'pages/user/index2': () => import('@/pages/pages/user/index2'),
  'pages/index/agent/index': () => import('@/pages/pages/index/agent/index'),
  'pages-sub/single/index': () => import('@/pages/pages-sub/single/index'),
  'pages/index/default': () => import('@/pages/pages/index/default'),
  'pages/index/loadDomain': () => import('@/pages/pages/index/loadDomain'),
  'pages/authorize/index': () => import('@/pages/pages/authorize/index'),
  'pages/resetCert/index': () => import('@/pages/pages/resetCert/index'),
} satisfies PageLoaders<(typeof shopRoutes)[number]['path']>;
