import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1000, height: 900 } });
const index = await (await fetch('http://127.0.0.1:4513/index.json')).json();
const docs = Object.values(index.entries).filter((e) => e.type === 'docs' && e.tags.includes('autodocs'));
for (const d of docs) {
  await p.goto('http://127.0.0.1:4513/iframe.html?id=' + d.id + '&viewMode=docs');
  await p.locator('.sbdocs-content').first().waitFor();
  await p.locator('.docblock-argstable').first().waitFor({ timeout: 5000 }).catch(() => {});
  const info = await p.evaluate(() => {
    const content = document.querySelector('.sbdocs-content');
    const title = content.querySelector('h1');
    // description: elements between h1 and first story block
    let desc = '';
    for (let n = title?.nextElementSibling; n && !n.matches('.sbdocs-preview, .docs-story, [class*="story"]'); n = n.nextElementSibling) desc += n.textContent;
    const rows = [...document.querySelectorAll('.docblock-argstable tbody tr')].filter((r) => r.cells.length >= 3);
    const undocumented = rows.filter((r) => !r.cells[1].textContent.replace(/[-\s]/g, '').length).map((r) => r.cells[0].textContent);
    return { desc: desc.trim().slice(0, 60), rows: rows.length, undocumented };
  });
  if (!info.desc || !info.rows || info.undocumented.length) console.log(d.title, JSON.stringify(info));
}
await b.close();
