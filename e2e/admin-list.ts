import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { alertDialog, apiAs, expectToast } from './admin-helpers.js';

/*
 * The checks every back-office list screen passes, through one helper (issue 21): the same kit, the
 * same behaviour. Each screen says where it is and which of its rows, texts and actions to use.
 */

export type ListScreen = {
  /** Address of the screen, under the product's URL. */
  path: string;
  /** The table's accessible name. */
  table: string;
  search: { label: string; /** Matches some rows, not all. */ hit: string; /** Matches none. */ miss: string };
  sort?: {
    /** Header of a sortable column. */
    header: string;
    /** The API's answer for that sort, first page, in the screen's page size: the rows must show it in order. */
    api: (order: 'asc' | 'desc') => string;
    /** What of an API item shows in its row. */
    text: (item: Record<string, unknown>) => string;
  };
  emptyFiltered: string;
  /** The screen has more than one page (seeded by the test). */
  paged: boolean;
  bulk?: { action: string; confirm?: string; toast: (count: number) => string; selected: (count: number) => string };
};

const table = (page: Page, screen: ListScreen) => page.getByRole('table', { name: screen.table });
const bodyRows = (page: Page, screen: ListScreen) => table(page, screen).locator('tbody tr');
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function rowTexts(page: Page, screen: ListScreen): Promise<string[]> {
  return bodyRows(page, screen).allInnerTexts();
}

async function expectRowsInOrder(page: Page, screen: ListScreen, order: 'asc' | 'desc') {
  const sort = screen.sort!;
  const answer = await apiAs(page, 'GET', sort.api(order));
  expect(answer.status).toBe(200);
  const expected = (answer.body.data.data as Record<string, unknown>[]).map(sort.text);
  await expect.poll(async () => {
    const texts = await rowTexts(page, screen);
    return texts.length === expected.length && texts.every((text, i) => text.includes(expected[i]!));
  }).toBe(true);
}

async function sortBy(page: Page, screen: ListScreen, expected: 'ascending' | 'descending') {
  const header = table(page, screen).getByRole('columnheader', { name: screen.sort!.header });
  await header.getByRole('button').click();
  await expect.poll(() => header.getAttribute('aria-sort')).toBe(expected);
}

/** Sorting, search and filters in the address, pagination, both empty states, bulk selection and phone cards. */
export async function checkListScreen(page: Page, productUrl: string, screen: ListScreen) {
  await page.goto(`${productUrl}${screen.path}`, { waitUntil: 'networkidle' });
  await table(page, screen).waitFor();

  // Sort: by the server, in the address, ascending then descending.
  if (screen.sort) {
    await sortBy(page, screen, 'ascending');
    expect(searchParam(page, 'sort')).not.toMatch(/^-/);
    await expectRowsInOrder(page, screen, 'asc');
    await sortBy(page, screen, 'descending');
    expect(searchParam(page, 'sort')).toMatch(/^-/);
    await expectRowsInOrder(page, screen, 'desc');
  }

  // Pages: in the address; Back returns to the first.
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  if (screen.paged) {
    const first = await rowTexts(page, screen);
    await pager.getByRole('button', { name: 'Próxima' }).click();
    await expect.poll(() => searchParam(page, 'page')).toBe('2');
    await pager.getByText(/^Página 2 de \d+$/).waitFor();
    await expect.poll(async () => (await rowTexts(page, screen))[0] !== first[0]).toBe(true);
    await page.goBack();
    await expect.poll(() => searchParam(page, 'page')).toBeNull();
    await pager.getByText(/^Página 1 de \d+$/).waitFor();
  }

  // Search: written to the address once typing pauses, kept across a reload, and it narrows the rows.
  const box = page.getByRole('searchbox', { name: screen.search.label });
  await box.fill(screen.search.hit);
  await expect.poll(() => searchParam(page, 'q')).toBe(screen.search.hit);
  await page.reload({ waitUntil: 'networkidle' });
  expect(await box.inputValue()).toBe(screen.search.hit);
  await expect.poll(async () => {
    const texts = await rowTexts(page, screen);
    return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(screen.search.hit.toLowerCase()));
  }).toBe(true);

  // Nothing for these filters: its own text, and a way back.
  await box.fill(screen.search.miss);
  await page.getByText(screen.emptyFiltered, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await table(page, screen).waitFor();
  expect(searchParam(page, 'q')).toBeNull();
  expect(await box.inputValue()).toBe('');

  // Bulk: two rows selected, one action, one toast naming the count.
  if (screen.bulk) {
    const bulk = screen.bulk;
    const rows = bodyRows(page, screen);
    for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await bar.getByText(bulk.selected(2), { exact: true }).waitFor();
    expect(await rows.nth(0).getAttribute('aria-selected')).toBe('true');
    await bar.getByRole('button', { name: bulk.action, exact: true }).click();
    if (bulk.confirm) await alertDialog(page, bulk.confirm).getByRole('button', { name: /Excluir|Confirmar/ }).click();
    await expectToast(page, bulk.toast(2));
    await bar.waitFor({ state: 'detached' });
  }

  await expectPhoneCards(page, screen);
}

/** Below 640 px the rows are cards: no sideways scrolling, no header row, each row a block. */
export async function expectPhoneCards(page: Page, screen: ListScreen) {
  await page.setViewportSize({ width: 390, height: 844 });
  const rows = bodyRows(page, screen);
  await rows.first().waitFor();
  expect(await table(page, screen).locator('thead').isVisible()).toBe(false);
  expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const width = (await rows.first().boundingBox())!.width;
  expect(width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
}

