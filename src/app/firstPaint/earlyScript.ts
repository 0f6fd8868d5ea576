import { LANDING_PATTERNS } from './landing.ts';

/**
 * The early script (its own file, so a Content-Security-Policy of `script-src 'self'` holds), run
 * before the body is parsed: it picks the visitor's language the way src/i18n `detectLocale` does
 * and the landing kind from `location.hash` (./landing.ts), so index.html shows
 * the matching first screen; and it preloads that language's messages for the landing page, so
 * they download together with the scripts instead of after them. A wrong guess costs one small
 * download, nothing else.
 */
export function earlyScript(files: Record<string, Record<string, string>>, base: string) {
  return `(function(){var f=${JSON.stringify(files)},b=${JSON.stringify(base)},p=${JSON.stringify(LANDING_PATTERNS)};
function m(t){if(!t)return null;if(f[t])return t;var s=String(t).toLowerCase();
if(s.indexOf('zh')===0)return /hant|tw|hk|mo/.test(s)?'zh-Hant':'zh-Hans';
return s.indexOf('en')===0?'en':null}
var l=null;try{l=m(localStorage.getItem('shop.locale'))}catch(e){}
var n=navigator.languages||[navigator.language];for(var i=0;!l&&i<n.length;i++)l=m(n[i]);
l=l||'en';var r=location.hash.replace(/^#?\\/*/,'').split('?')[0],k='page';
for(i=0;i<p.length;i++)if(new RegExp(p[i][0]).test(r)){k=p[i][1];break}
document.documentElement.setAttribute('data-landing',k+' '+l);document.documentElement.lang=l;
var a=/^#\\/?pages(-sub)?\\/(iot|wifi|ltAuth)\\//.test(location.hash)?['iot','iotHome','iotServices']:['shop'];
['core','lib'].concat(a).forEach(function(k){var h=f[l]&&f[l][k];if(!h)return;
var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=b+h;document.head.appendChild(e)})})();`;
}
