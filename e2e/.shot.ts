import { launchBrowser, startProduct } from './support/product.js';
import { newAdminPage, signIn } from './admin-helpers.js';

const product = await startProduct();
const browser = await launchBrowser();
try {
  const contexts: never[] = [];
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  await page.goto(`${product.url}/admin/blog`);
  await page.getByRole('row').nth(1).waitFor();
  const edit = page.getByRole('button', { name: /Editar/ }).first();
  await edit.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/post-pt.png' });
  await dialog.getByRole('radio', { name: /^EN/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/post-en.png' });
  await page.keyboard.press('Escape');
  await page.goto(`${product.url}/admin/cases`);
  await page.getByRole('row').nth(1).waitFor();
  await page.getByRole('button', { name: /Editar/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByRole('radio', { name: /^ES/ }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/case-es.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/case-es-phone.png' });
  const listPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await listPage.goto(`${product.url}/en/blog?category=design`);
  await listPage.screenshot({ path: '/tmp/en-blog.png', fullPage: false });
  await listPage.goto(`${product.url}/en/blog?category=design`);
  await listPage.evaluate(() => document.querySelector('[data-testid="in-portuguese"]')?.scrollIntoView({ block: 'center' }));
  await listPage.screenshot({ path: '/tmp/en-blog-tag.png' });
} finally {
  await browser.close();
  await product.stop();
}
