import type { PageLoaders } from '../types';
import type { shellRoutes } from '../table/shell';

/**
 * The page modules of ../table/shell.ts but the home and the network check (./essential.ts), one
 * chunk each (this map is a chunk of its own).
 */
export const loaders = {
  'pages/order/index': () => import('@/pages/pages/order/index'),
  'pages/customer/index': () => import('@/pages/pages/customer/index'),
  'pages/user/index': () => import('@/pages/pages/user/index'),
  'pages/about/payment': () => import('@/pages/pages/about/payment'),
  'pages/about/promise': () => import('@/pages/pages/about/promise'),
  'pages/about/textTemplate': () => import('@/pages/pages/about/textTemplate'),
  'pages/webview/index': () => import('@/pages/pages/webview/index'),
  'pages-sub/appUpdate/index': () => import('@/pages/pages-sub/appUpdate/index'),
} satisfies PageLoaders<
  Exclude<(typeof shellRoutes)[number]['path'], 'pages/index/index' | 'pages/index/networkCheck'>
>;
