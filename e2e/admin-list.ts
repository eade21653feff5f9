import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { alertDialog, apiAs, escapeRegExp, expectToast } from './admin-helpers.js';

/*
 * The checks every back-office list screen passes, through one helper (issue 21): the same kit, the
 * same behaviour. Each screen says where it is and which of its rows, texts and actions to use.
 */

export type ListScreen = {
  /** Address of the screen, under the product's URL. */
  path: string;
  /** The table's accessible name. */
  table: string;
  search?: { label: string; /** Matches some rows, not all. */ hit: string; /** Matches none. */ miss: string };
  /** A filter of the toolbar, in the address (a screen without a search box shows its empty state through `miss`). */
  filter?: {
    control: 'buttons' | 'select' | 'toggle';
    /** The group of buttons', the select's or the toggle button's name. */
    label: string;
    /** Its parameter in the address. */
    param: string;
    /** A choice that keeps rows (each showing `rowText`, when given); `choice` is the button's or option's name. */
    hit: { choice?: string; value: string; rowText?: string };
    /** A choice that keeps none. */
    miss?: { choice: string; value: string };
  };
  sort?: {
    /** Header of a sortable column. */
    header: string;
    /** The API's answer for that sort, first page, in the screen's page size: the rows must show it in order. */
    api: (order: 'asc' | 'desc') => string;
    /** What of an API item shows in its row. */
    text: (item: Record<string, unknown>) => string;
  };
  /** Nothing yet: the list's API path (answered here with no rows) and the text shown instead of the table. */
  empty: { api: string; text: string };
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

/** Sorting, search and filters in the address, pagination, the filtered empty state, bulk selection and phone cards. */
export async function checkListScreen(page: Page, productUrl: string, screen: ListScreen) {
  await page.goto(`${productUrl}${screen.path}`, { waitUntil: 'networkidle' });
  await table(page, screen).waitFor();
  await checkEmpty(page, screen);

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

  // Every screen shows its filtered empty state, through its search box or a filter.
  expect(screen.search ?? screen.filter?.miss).toBeDefined();
  if (screen.search) await checkSearch(page, screen, screen.search);
  if (screen.filter) await checkFilter(page, screen, screen.filter);

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

/** Nothing yet (the list's API answers no rows): its own text, no table and no "Limpar filtros". */
async function checkEmpty(page: Page, screen: ListScreen) {
  const api = new RegExp(`/api${escapeRegExp(screen.empty.api)}(\\?|$)`);
  const none = { success: true, data: { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } } };
  await page.route(api, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: none }) : route.fallback()));
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByText(screen.empty.text, { exact: true }).waitFor();
  expect(await table(page, screen).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Limpar filtros' }).count()).toBe(0);
  await page.unroute(api);
  await page.reload({ waitUntil: 'networkidle' });
  await table(page, screen).waitFor();
}

async function expectRowsShowing(page: Page, screen: ListScreen, text: string | undefined) {
  await expect.poll(async () => {
    const texts = await rowTexts(page, screen);
    return texts.length > 0 && texts.every((row) => text === undefined || row.toLowerCase().includes(text.toLowerCase()));
  }).toBe(true);
}

/** Nothing for these filters: its own text, and a way back that empties the address. */
async function expectFilteredEmpty(page: Page, screen: ListScreen, param: string) {
  await page.getByText(screen.emptyFiltered, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await table(page, screen).waitFor();
  expect(searchParam(page, param)).toBeNull();
}

/** Search: written to the address once typing pauses, kept across a reload, and it narrows the rows. */
async function checkSearch(page: Page, screen: ListScreen, search: NonNullable<ListScreen['search']>) {
  const box = page.getByRole('searchbox', { name: search.label });
  await box.fill(search.hit);
  await expect.poll(() => searchParam(page, 'q')).toBe(search.hit);
  await page.reload({ waitUntil: 'networkidle' });
  expect(await box.inputValue()).toBe(search.hit);
  await expectRowsShowing(page, screen, search.hit);

  await box.fill(search.miss);
  await expectFilteredEmpty(page, screen, 'q');
  expect(await box.inputValue()).toBe('');
}

/** A filter: in the address, kept across a reload, undone by Back; one that keeps nothing shows the filtered empty state. */
async function checkFilter(page: Page, screen: ListScreen, filter: NonNullable<ListScreen['filter']>) {
  const choose = async (choice: string | undefined) => {
    if (filter.control === 'select') await page.getByRole('combobox', { name: filter.label }).selectOption({ label: choice! });
    else if (filter.control === 'toggle') await page.getByRole('button', { name: filter.label }).click();
    else await page.getByRole('group', { name: filter.label }).getByRole('button', { name: choice, exact: true }).click();
  };
  const chosen = () =>
    filter.control === 'select'
      ? page.getByRole('combobox', { name: filter.label }).inputValue()
      : (filter.control === 'toggle' ? page.getByRole('button', { name: filter.label }) : page.getByRole('group', { name: filter.label }).getByRole('button', { name: filter.hit.choice, exact: true })).getAttribute('aria-pressed');

  const unfiltered = await rowTexts(page, screen);
  await choose(filter.hit.choice);
  await expect.poll(() => searchParam(page, filter.param)).toBe(filter.hit.value);
  await expectRowsShowing(page, screen, filter.hit.rowText);
  await page.reload({ waitUntil: 'networkidle' });
  expect(await chosen()).toBe(filter.control === 'select' ? filter.hit.value : 'true');
  await expectRowsShowing(page, screen, filter.hit.rowText);
  await page.goBack();
  await expect.poll(() => searchParam(page, filter.param)).toBeNull();
  await expect.poll(() => rowTexts(page, screen)).toEqual(unfiltered);

  if (filter.miss) {
    await choose(filter.miss.choice);
    await expect.poll(() => searchParam(page, filter.param)).toBe(filter.miss.value);
    await page.getByText(screen.emptyFiltered, { exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await expectFilteredEmpty(page, screen, filter.param);
  }
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

