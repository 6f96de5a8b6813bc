// End-to-end test of issue 18's breakpoint list: every breakpoint with its line, condition and
// hit count, follows F9 and gutter clicks, enables/disables and deletes from the keyboard.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/breakpoints.test.mjs
import assert from 'node:assert/strict';
import { e2eFile, load, withSource, waitForStatus, caretTo, loopSource } from './harness.mjs';

const { pageTest } = e2eFile();

// Line 4 runs five times; line 8 is s_endpgm.
const LOOP = loopSource('s_endpgm');

const rows = (page) => page.locator('#breakpoints li').evaluateAll((l) => l.map((e) => e.textContent));

pageTest('the breakpoint list follows F9 and the gutter; enable, disable and delete by keyboard', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.locator('#breakpoints').count(), 0, 'no list without breakpoints');
  await caretTo(page, 4);
  await page.keyboard.press('F9');
  await page.waitForSelector('#breakpoints li[data-line="4"]');
  page.once('dialog', (d) => d.accept('s0 == 2'));
  await page.click('.gutter .gl[data-line="6"]', { button: 'right' });
  await page.waitForSelector('#breakpoints li[data-line="6"]');
  assert.deepEqual(await rows(page), ['line 4always0 hits×', 'line 6if s0 == 20 hits×']);
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4/);
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4/);
  assert.match(await page.textContent('#breakpoints li[data-line="4"] .bp-hits'), /^2 hits$/);
  // Disable line 4 from the keyboard: Run passes it and stops at the condition on line 6.
  await page.focus('#breakpoints li[data-line="4"] .bp-on');
  await page.keyboard.press('Space');
  assert.equal(await page.isChecked('#breakpoints li[data-line="4"] .bp-on'), false);
  assert.equal(await page.locator('.gutter .gl.bp[data-line="4"]').count(), 0, 'a disabled breakpoint leaves the gutter');
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 6 \(s0 == 2\)/);
  assert.match(await page.textContent('#breakpoints li[data-line="6"] .bp-hits'), /^1 hit$/);
  // Delete line 6 by keyboard; a gutter click removes line 4's; the list goes.
  await page.focus('#breakpoints li[data-line="6"] .bp-del');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('#breakpoints li[data-line="6"]'));
  assert.equal(await page.locator('.gutter .gl.bp[data-line="6"]').count(), 0);
  await page.click('.gutter .gl[data-line="4"]');
  await page.waitForFunction(() => !document.querySelector('#breakpoints'));
});
