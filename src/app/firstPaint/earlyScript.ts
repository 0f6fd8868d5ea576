import { createHash } from 'node:crypto';
import { LANDING_PATTERNS } from './landing.ts';

/** Id of the data block in index.html that the early script reads. */
export const EARLY_DATA_ID = 'shop-early';

/**
 * The early script, written inline into the head of index.html and run before the body is
 * parsed: it picks the visitor's language the way src/i18n `detectLocale` does and the landing
 * kind from `location.hash` (./landing.ts), so index.html shows the matching first screen; and it
 * preloads that language's messages and the landing page's own chunks, so they download together
 * with the scripts instead of after them. A wrong guess costs one small download, nothing else.
 * It also reads the tab's session storage once: the browser loads a storage area with a blocking
 * call to its own process on the first use, which took up to 41 ms at the phone class on a busy
 * machine, and the first use is then before the first paint instead of in the early calls' task
 * just after it (the access node, src/lib/accessNode.ts, is read there).
 * (The launch's first calls are sent by the entry's file, src/app/early, as soon as it arrives.)
 *
 * Its text never changes from one build to the next: what a build knows (the message files, the
 * base path, the landing patterns) sits in a JSON block beside it (`earlyData`). So the
 * Content-Security-Policy names it by one fixed hash (`EARLY_SCRIPT_HASH`) instead of allowing
 * inline scripts, and the first paint does not wait for a separate script download.
 */
export const EARLY_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('${EARLY_DATA_ID}').textContent),f=d.f,b=d.b,p=d.p;
function m(t){if(!t)return null;if(f[t])return t;var s=String(t).toLowerCase();
if(s.indexOf('zh')===0)return /hant|tw|hk|mo/.test(s)?'zh-Hant':'zh-Hans';
return s.indexOf('en')===0?'en':null}
var l=null;try{l=m(localStorage.getItem('shop.locale'))}catch(e){}
try{sessionStorage.getItem('shop.accessNode')}catch(e){}
var n=navigator.languages||[navigator.language];for(var i=0;!l&&i<n.length;i++)l=m(n[i]);
l=l||'en';var r=location.hash.replace(/^#?\\/*/,'').split('?')[0],k='page';
for(i=0;i<p.length;i++)if(new RegExp(p[i][0]).test(r)){k=p[i][1];break}
document.documentElement.setAttribute('data-landing',k+' '+l);document.documentElement.lang=l;
var a=/^#\\/?pages(-sub)?\\/(iot|wifi|ltAuth)\\//.test(location.hash)?['iot','iotServices']:['shop'];
var u={};function g(h){if(u[h])return;u[h]=1;var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.fetchPriority='low';e.href=b+h;document.head.appendChild(e)}
['core'].concat(a).forEach(function(k){var h=f[l]&&f[l][k];if(h)g(h)});
var q=d.r&&d.r.hasOwnProperty(r)?d.r[r]:[];for(i=0;i<q.length;i++)g(q[i])})();`;

/** The early script's source for a Content-Security-Policy `script-src`. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;

/**
 * The data block's text: the message file of each language and namespace (a file holding
 * several namespaces is asked for once), the base path, the landing patterns and the chunks of
 * each landing page, the home's included. `<` is escaped so no file name can close the block.
 */
export function earlyData(
  files: Record<string, Record<string, string>>,
  base: string,
  pages: Record<string, readonly string[]> = {},
): string {
  return JSON.stringify({ f: files, b: base, p: LANDING_PATTERNS, r: pages }).replace(
    /</g,
    '\\u003c',
  );
}
