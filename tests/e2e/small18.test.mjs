// End-to-end tests of issue 18's small items: the MATRIX bar only for programs with a matrix
// instruction, the Share button saying the link was copied, Enter keeping indentation.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/small18.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

pageTest('the MATRIX bar shows only when the program has a matrix instruction', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx950', 'v_mov_b32 v1, v0\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.locator('#matrix').count(), 0);
  await page.screenshot({ path: join(SHOTS, 'small18-no-matrix.png') });
  await page.fill('#source', 'v_mfma_f32_4x4x4_16b_f16 v[4:7], v[0:1], v[2:3], 0\ns_endpgm\n');
  await page.waitForSelector('#matrix');
});

pageTest('Share says the link was copied', { timeout: 60_000 }, async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withSource(context, 'gfx900', 's_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.textContent('#share'), 'Share');
  await page.click('#share');
  await page.waitForFunction(() => document.querySelector('#share')?.textContent === 'Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, page.url());
  await page.screenshot({ path: join(SHOTS, 'small18-share.png') });
  // An edit makes the link stale: the button says Share again.
  await page.focus('#source');
  await page.keyboard.press('End');
  await page.keyboard.type(' ');
  await page.waitForFunction(() => document.querySelector('#share')?.textContent === 'Share');
});

pageTest('Enter keeps the indentation of the line', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', '\tv_mov_b32 v1, 1\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.evaluate(() => {
    const t = document.querySelector('#source');
    const at = t.value.indexOf('\n');
    t.focus();
    t.setSelectionRange(at, at);
  });
  await page.keyboard.press('Enter');
  await page.keyboard.type('v_mov_b32 v2, 2');
  assert.equal(await page.inputValue('#source'), '\tv_mov_b32 v1, 1\n\tv_mov_b32 v2, 2\ns_endpgm\n');
  // A line without indentation gets a plain newline.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  assert.equal(await page.inputValue('#source'), '\tv_mov_b32 v1, 1\n\tv_mov_b32 v2, 2\ns_endpgm\n\n');
});
