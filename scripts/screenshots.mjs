// Screenshots of pages at phone and desktop size, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] path1 path2 ...
import { chromium } from 'playwright-core';
import fs from 'node:fs';

const [base = 'http://127.0.0.1:3000', out = 'test-results/screens', ...paths] = process.argv.slice(2);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [name, options] of [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, deviceScaleFactor: 2 }],
]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${name}${path.replace(/[^a-zA-Z0-9]+/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file, '<-', page.url());
  }
  await context.close();
}
await browser.close();
