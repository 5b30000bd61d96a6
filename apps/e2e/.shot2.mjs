// usage: WHO=email node shot.mjs path out.png width [scrollY]
import { chromium } from '@playwright/test';

const [path, out, width = '1280', scroll = '0'] = process.argv.slice(2);
const base = 'http://localhost:3402';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'pt-BR' });
if (process.env.WHO) {
  const res = await page.request.post(`${base}/v1/auth`, { data: { email: process.env.WHO, password: 'Trilha@2026' } });
  const body = await res.json();
  await page.goto(base + '/login');
  await page.evaluate((token) => localStorage.setItem('trilha.token', token), body.token ?? body.accessToken ?? '');
}
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(base + path);
await page.waitForTimeout(2500);
if (Number(scroll)) await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(page.url());
await browser.close();
