// Shared Playwright setup of the end-to-end tests: headless Chromium from /usr/bin/chromium, a
// page that records script errors, and small helpers. Not a test file itself (node --test picks
// *.test.mjs only).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:8765/';
export const WAIT = 15_000;
export const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Launches headless Chromium. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    timeout: 60_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A new context and page (1440 x 900) whose script errors land in `errors`. */
export async function openPage(browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  page.setDefaultNavigationTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  return { context, page, errors };
}

/** Opens the app and waits for the lane grid down to its last lane (whatever the wave size:
 * 64 on GCN, 1..64 on R700), or its empty note. */
export async function load(page, url = BASE_URL) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const grid = document.querySelector('#vgpr-grid');
    if (!grid) return false;
    if (grid.querySelector('.empty')) return true;
    const rows = grid.querySelectorAll('tbody tr[data-lane]');
    const last = rows[rows.length - 1];
    return rows.length > 0 && Number(last.dataset.lane) === rows.length - 1 && last.querySelector('td[data-reg]') !== null;
  });
}

/** Waits until the status line matches `re`. */
export async function waitForStatus(page, re) {
  await page.waitForFunction(
    (src) => new RegExp(src).test(document.querySelector('#status')?.textContent ?? ''),
    re.source,
    { timeout: WAIT },
  );
}

/** A clean session (no saved source) with gallery example `id` loaded. */
export async function example(page, id) {
  await load(page);
  await page.evaluate(() => localStorage.clear());
  await load(page);
  await page.selectOption('#gallery', id);
  await waitForStatus(page, /^ready$/);
}

/** A session that starts with `source` for `arch` (first load only). */
export async function withSource(context, arch, source) {
  await context.addInitScript(
    ([a, s]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('lanescope.arch', a);
        localStorage.setItem('lanescope.source', s);
      }
    },
    [arch, source],
  );
}

/** Answers the page's next dialog (a prompt with `text`, any other is dismissed); resolves to its message. */
export function answer(page, text) {
  return new Promise((resolve) => {
    page.once('dialog', async (d) => {
      const message = d.message();
      await (d.type() === 'prompt' ? d.accept(text) : d.dismiss());
      resolve(message);
    });
  });
}

/** Puts the editor caret at the start of line `line` (1-based). */
export async function caretTo(page, line) {
  await page.evaluate((n) => {
    const t = document.querySelector('#source');
    const at = t.value.split('\n').slice(0, n - 1).reduce((a, l) => a + l.length + 1, 0);
    t.focus();
    t.setSelectionRange(at, at);
  }, line);
}

/**
 * The debugger flows' loop: lanes 16-63 off, s0 = 5, and lines 4-7 run five times; the lines
 * `after` follow it from line 8.
 */
export function loopSource(...after) {
  return [
    's_mov_b32 exec_lo, 0xffff ; lanes 16-63 off',
    's_mov_b32 s0, 5',
    'loop:',
    'v_add_u32 v1, v1, v0',
    's_sub_u32 s0, s0, 1',
    's_cmp_lg_u32 s0, 0',
    's_cbranch_scc1 loop',
    ...after,
  ].join('\n');
}

/**
 * A test file's browser and page tests; call it once at the top of the file:
 *
 *   const { browser, pageTest } = e2eFile();
 *   pageTest('what it shows', { timeout: 90_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page, errors }) => {
 *     await load(page);
 *     …
 *   });
 *
 * One headless Chromium is launched before the file's tests and closed after them; `browser()`
 * is that browser (a second page: `openPage(browser())`). `pageTest(name, [options], flow)` is
 * node:test's `test(name, options, …)` (its options plus `viewport`, default 1440 x 900) on a
 * fresh context and page: after `flow` no page or console error may have been recorded, and the
 * context is closed.
 */
export function e2eFile() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  const pageTest = (name, options, flow) => {
    if (typeof options === 'function') [options, flow] = [{}, options];
    const { viewport, ...testOptions } = options;
    test(name, testOptions, async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await flow({ context, page, errors });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  };
  return { browser: () => browser, pageTest };
}
