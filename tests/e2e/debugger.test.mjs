// End-to-end tests of the debugger's keyboard contract (issue 18): F9 breakpoints and Run
// stopping there, Shift+F10 stepping back, Ctrl+F10 running to the caret, the "?" shortcut
// overlay, and the light theme with readable contrast.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, example, SHOTS, caretTo, loopSource } from './harness.mjs';

const { pageTest } = e2eFile();

// Line 4 runs five times; line 8 is s_endpgm.
const LOOP = loopSource('s_endpgm');

/** The step count in #status. */
async function steps(page) {
  const s = await page.textContent('#status');
  const m = /(\d+) steps?\b/.exec(s);
  assert.ok(m, `no step count in "${s}"`);
  return Number(m[1]);
}

async function loop(page, context) {
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
}

pageTest('F9 toggles a breakpoint on the caret line and Run stops there', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  await caretTo(page, 4);
  await page.keyboard.press('F9');
  await page.waitForSelector('.gutter .gl.bp[data-line="4"]');
  assert.equal(await page.locator('.gutter .gl.bp').count(), 1);
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4, wave 0 — 2 steps$/);
  await page.screenshot({ path: join(SHOTS, 'debugger-breakpoint.png') });
  // Run continues from the breakpoint to its next hit, one loop trip later.
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4, wave 0 — 6 steps$/);
  // A gutter click removes it; Run then ends.
  await page.click('.gutter .gl[data-line="4"]');
  assert.equal(await page.locator('.gutter .gl.bp').count(), 0);
  await page.click('#run');
  await waitForStatus(page, /^ended after/);
  // A line added above moves the breakpoint with its text.
  await page.click('.gutter .gl[data-line="5"]');
  await caretTo(page, 1);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.gutter .gl.bp[data-line="6"]');
  assert.equal(await page.locator('.gutter .gl.bp').count(), 1);
});

pageTest('a right-clicked breakpoint takes a condition; a bad one is refused with its reason', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  const answers = ['s0 == 2', 'q1 == 2'];
  page.on('dialog', (d) => d.accept(answers.shift()));
  await page.click('.gutter .gl[data-line="6"]', { button: 'right' });
  await page.waitForSelector('.gutter .gl.bp.cond[data-line="6"][title="breakpoint if s0 == 2"]');
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 6 \(s0 == 2\), wave 0 — 12 steps$/);
  await page.screenshot({ path: join(SHOTS, 'debugger-condition.png') });
  await page.click('.gutter .gl[data-line="6"]', { button: 'right' });
  await waitForStatus(page, /^bad condition 'q1 == 2': 'q1' is not exec/);
  assert.equal(await page.getAttribute('.gutter .gl[data-line="6"]', 'title'), 'breakpoint if s0 == 2');
});

pageTest('Shift+F10 steps back exactly one instruction, also from the end', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  await page.click('#step');
  for (let i = 0; i < 4; i++) await page.keyboard.press('F10');
  await waitForStatus(page, /^5 steps$/);
  const cell = '#vgpr-grid td[data-reg="1"][data-lane="3"]';
  const v1 = await page.textContent(cell);
  await page.keyboard.press('F10');
  await waitForStatus(page, /^6 steps$/);
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, /^5 steps$/);
  assert.equal(await page.textContent(cell), v1, 'v1 is back to its value after 5 steps');
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  const end = await steps(page);
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, new RegExp(`^${end - 1} steps$`));
  assert.equal(await steps(page), end - 1);
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, new RegExp(`^${end - 2} steps$`));
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, /cannot step back: already at the start/);
});

pageTest('the timeline slider goes back and forward through the run', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  const end = await steps(page);
  assert.equal(await page.$eval('#timeline', (r) => Number(r.max)), end);
  const scrub = (n) =>
    page.$eval('#timeline', (r, v) => {
      r.value = String(v);
      r.dispatchEvent(new Event('change', { bubbles: true }));
    }, n);
  await scrub(3);
  await waitForStatus(page, /^3 steps$/);
  assert.equal(await page.$eval('#timeline', (r) => Number(r.value)), 3);
  await page.screenshot({ path: join(SHOTS, 'debugger-timeline.png') });
  await scrub(end - 2);
  await waitForStatus(page, new RegExp(`^${end - 2} steps$`));
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, new RegExp(`^${end - 3} steps$`));
});

pageTest('Ctrl+F10 runs to the caret line', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  await caretTo(page, 6);
  await page.keyboard.press('Control+F10');
  await waitForStatus(page, /^reached line 6, wave 0 — 4 steps$/);
  await caretTo(page, 8);
  await page.keyboard.press('Control+F10');
  await waitForStatus(page, /^reached line 8, wave 0 — \d+ steps$/);
  assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');
});

pageTest('"?" outside the editor opens the shortcut dialog; Escape closes it', { timeout: 90_000 }, async ({ context, page }) => {
  await loop(page, context);
  // In the editor "?" is text.
  await caretTo(page, 8);
  await page.keyboard.press('?');
  assert.equal(await page.locator('[role="dialog"]').count(), 0);
  assert.ok((await page.inputValue('#source')).includes('?s_endpgm'));
  await page.keyboard.press('Backspace');
  await waitForStatus(page, /^ready$/);
  await page.focus('#step');
  await page.keyboard.press('?');
  const dialog = page.locator('[role="dialog"]');
  await dialog.waitFor();
  const text = await dialog.textContent();
  for (const k of ['F9', 'Shift+F10', 'Ctrl+F10', 'F10', 'Ctrl+Enter', 'Escape']) {
    assert.ok(text.includes(k), `the dialog lists ${k}`);
  }
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
  await page.screenshot({ path: join(SHOTS, 'debugger-shortcuts.png') });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'step');
  await page.click('#help');
  await dialog.waitFor();
  await page.click('#shortcuts-close');
  await dialog.waitFor({ state: 'detached' });
});

/** Contrast ratio of each selector's text against the first opaque background behind it. */
async function contrasts(page, selectors) {
  return page.evaluate((sels) => {
    const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const bg = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
      }
      return rgb(getComputedStyle(document.body).backgroundColor);
    };
    return sels.map((s) => {
      const el = document.querySelector(s);
      if (!el) return [s, 0];
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(bg(el))];
      return [s, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
    });
  }, selectors);
}

for (const scheme of ['light', 'dark']) {
  pageTest(`the page follows prefers-color-scheme: ${scheme}, with readable text`, { timeout: 90_000 }, async ({ context, page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loop(page, context);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, scheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(14, 17, 21)');
    await page.click('#step');
    await waitForStatus(page, /^1 step$/);
    const editor = await contrasts(page, ['.tk-cmt', '.gutter .gl:not(.cur)', '#vgpr-grid tr.off td', '#vgpr-grid tr.off th']);
    await page.screenshot({ path: join(SHOTS, `debugger-theme-${scheme}.png`) });
    await example(page, 'mfma_f16_gemm');
    await page.waitForSelector('#matrix-view table.mx th');
    const matrix = await contrasts(page, ['#matrix-view table.mx th']);
    for (const [sel, ratio] of [...editor, ...matrix]) {
      assert.ok(ratio >= 4.5, `${scheme}: ${sel} contrast ${ratio.toFixed(2)} < 4.5`);
    }
  });
}

pageTest('the theme toggle overrides the system and is kept across reloads', { timeout: 90_000 }, async ({ context, page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loop(page, context);
  await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
  await page.selectOption('#theme', 'light');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(246, 248, 250)');
  await load(page);
  await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
  assert.equal(await page.inputValue('#theme'), 'light');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(246, 248, 250)');
  await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
  await page.selectOption('#theme', 'auto');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(14, 17, 21)');
  // Auto follows a change of the system's scheme without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  // The media query's change event arrives asynchronously.
  await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(246, 248, 250)', null, { timeout: 5000 });
});
