import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
p.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
for (const id of process.argv.slice(2)) {
  await p.goto('http://127.0.0.1:4513/iframe.html?id=' + id + '&viewMode=story');
  await p.waitForLoadState('networkidle');
}
await b.close();
