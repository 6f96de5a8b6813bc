// End-to-end tests of the Learn menu (issue 18): six guided lessons that load an example, pin
// notes to lines, step the machine with Next/Back, and close with Escape.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/learn.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

/** The editor caret's line (1-based). */
async function caretLine(page) {
  return page.evaluate(() => {
    const t = document.querySelector('#source');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  });
}

async function fresh(page) {
  await load(page);
  await page.evaluate(() => localStorage.clear());
  await load(page);
  await waitForStatus(page, /^ready$/);
}

pageTest('the Learn menu lists six lessons and the EXEC lesson steps with Next and Back', { timeout: 90_000 }, async ({ page }) => {
  await fresh(page);
  await page.click('#learn');
  await page.waitForSelector('#learn-menu[role="dialog"]');
  assert.equal(await page.locator('#learn-menu [data-lesson]').count(), 6);
  await page.screenshot({ path: join(SHOTS, 'learn-menu.png') });
  await page.click('[data-lesson="exec"]');
  assert.equal(await page.locator('#learn-menu').count(), 0);
  await page.waitForSelector('#lesson');
  assert.equal(await page.inputValue('#gallery'), 'divergent_loop');
  assert.equal(await page.textContent('#lesson .lesson-pos'), 'step 1 of 5');
  await waitForStatus(page, /^1 step$/);
  assert.equal(await caretLine(page), 3);
  assert.equal(await page.getAttribute('#lesson', 'data-line'), '3');
  assert.ok(await page.isDisabled('#lesson-back'));
  await page.click('#lesson-next');
  await waitForStatus(page, /^3 steps$/);
  assert.equal(await caretLine(page), 4);
  assert.match(await page.textContent('#lesson-note'), /^line 4 — .*v2 = lane % 8/);
  await page.click('#lesson-next');
  await waitForStatus(page, /^5 steps$/);
  await page.screenshot({ path: join(SHOTS, 'learn-exec.png') });
  await page.click('#lesson-back');
  await waitForStatus(page, /^3 steps$/);
  // Escape closes the lesson even from the editor.
  await page.focus('#source');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#lesson').count(), 0);
});

pageTest('the LDS lesson compares 64 banks (gfx950) with 32 (gfx900)', { timeout: 90_000 }, async ({ page }) => {
  await fresh(page);
  await page.click('#learn');
  await page.click('[data-lesson="lds"]');
  await page.waitForSelector('#lesson');
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  await page.click('#lesson-next');
  await page.click('#lesson-next');
  await waitForStatus(page, /^4 steps$/);
  assert.match(await page.textContent('#lds-view .lds-sum'), /64 banks · max degree 16$/);
  await page.click('#lesson-next');
  await page.click('#lesson-next');
  assert.equal(await page.textContent('#lesson .lesson-pos'), 'step 5 of 6');
  assert.equal(await page.inputValue('#arch'), 'gfx900');
  await waitForStatus(page, /^ready$/);
  await page.click('#lesson-next');
  await waitForStatus(page, /^4 steps$/);
  await page.waitForSelector('#lds-view');
  assert.match(await page.textContent('#lds-view .lds-sum'), /32 banks · max degree 32$/);
  await page.screenshot({ path: join(SHOTS, 'learn-lds.png') });
  // Back to step 1 restores gfx950 and the initial state.
  for (let i = 0; i < 5; i++) await page.click('#lesson-back');
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  await waitForStatus(page, /^ready$/);
});

pageTest('the R700 lesson loads an rv770 shader and steps its VLIW groups', { timeout: 90_000 }, async ({ page }) => {
  await fresh(page);
  await page.click('#learn');
  await page.click('[data-lesson="r700"]');
  assert.match(await page.textContent('#lesson-note'), /control-flow program/);
  assert.equal(await page.inputValue('#arch'), 'rv770');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#lesson').count(), 0);
});
