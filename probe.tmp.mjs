import { remote } from 'webdriverio';
import { webkitCapabilities } from './tests/tools/webkit.mjs';
const b = await remote({ hostname: '127.0.0.1', port: 4455, path: '/', logLevel: 'warn', capabilities: webkitCapabilities });
try {
await b.url('http://127.0.0.1:4391/shop/#/pages/user/index');
await b.pause(1500);
await b.execute(() => { const btn = document.createElement('button'); btn.id='x'; btn.textContent='open'; btn.style.cssText='position:fixed;top:200px;left:10px;z-index:99999'; btn.onclick = async () => { const w = window.open('', '_blank'); w.opener = null; await new Promise(r => setTimeout(r, 300)); try { w.location.href = '/api/__demo/cashier?orderSn=1'; window.__r = 'ok'; } catch (e) { window.__r = String(e); } }; document.body.append(btn); });
await b.$('#x').click();
await b.pause(1000);
console.log(await b.execute(() => window.__r), await b.getWindowHandles());
} finally { await b.deleteSession(); }
