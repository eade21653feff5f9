import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { spawnProduct, type Product } from './spawn-product.js';

export { adminToken, E2E_ADMIN, ROOT, spawnProduct, type Product } from './spawn-product.js';

/** The data folder the global setup seeded once for this run; each product starts from a copy. */
const templateDir = () => {
  try {
    return inject('templateDir');
  } catch {
    return undefined;
  }
};

/**
 * Starts the built product with its own data folder, a copy of the seeded template unless `fresh`
 * (or an explicit `dataDir`) is given.
 */
export const startProduct = (options: { env?: Record<string, string>; fresh?: boolean; dataDir?: string } = {}): Promise<Product> =>
  spawnProduct({ ...options, template: templateDir() });

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Portuguese, as the site's visitors mostly are: a browser preferring English or Spanish is offered
    // that language on Portuguese pages (decision 027), which tests ask for with a context locale.
    args: ['--lang=pt-BR', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
