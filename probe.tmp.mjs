import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1000, height: 900 } });
await p.goto('http://127.0.0.1:4513/iframe.html?id=' + process.argv[2] + '&viewMode=docs');
await p.waitForLoadState('networkidle');
await p.waitForTimeout(1000);
const texts = await p.locator(process.argv[3]).allInnerTexts();
console.log(texts.map((t) => t.slice(0, 300)).join('\n---\n'));
await b.close();
