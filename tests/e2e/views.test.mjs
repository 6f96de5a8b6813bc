// End-to-end tests of the gallery, the launch & data panel and the extra views (wave picker,
// buffers, LDS banks, lane movement, mask-bit history). Same setup as app.test.mjs:
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage as openIn, load, example, waitForStatus, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

const openPage = () => openIn(browser());

const status = (page) => page.locator('#status').textContent();


async function step(page, times = 1) {
  for (let i = 0; i < times; i++) await page.click('#step');
}

pageTest('saxpy example: launch & data, wave picker, run, buffers, share', { timeout: 120_000 }, async ({ context, page, errors }) => {
  await example(page, 'saxpy');
  assert.match(await page.inputValue('#source'), /saxpy with a bounds check/);
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  assert.match(await page.inputValue('#data'), /kernel = "saxpy"/);
  // 1000 items in blocks of 256: 4 workgroups of 4 waves.
  assert.equal(await page.locator('#wave option').count(), 16);
  assert.equal(await page.locator('#wave option[data-group="3,0,0"]').count(), 4);
  assert.match(await page.locator('#counters').textContent(), /^vm 0 · lgkm 0 · exp 0$/);
  // Before the run y holds its fill value.
  assert.equal(await page.locator('#buffers [data-buffer="y"] .bc[data-index="10"] .bv').textContent(), '1.0');
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  // y = 2 * x + y with x = i, y = 1.
  assert.equal(await page.locator('#buffers [data-buffer="y"] .bc[data-index="10"] .bv').textContent(), '21.0');
  assert.equal(await page.locator('#buffers [data-buffer="y"] .bc[data-index="255"] .bv').textContent(), '511.0');
  assert.equal(await page.locator('#buffers [data-buffer="x"] .bc').count(), 256, 'first 256 elements');
  // Another wave of the dispatch.
  await page.selectOption('#wave', '5');
  assert.equal(await page.inputValue('#wave'), '5');
  await page.screenshot({ path: join(SHOTS, 'saxpy.png') });

  // The share link carries the launch & data.
  await page.click('#share');
  await page.waitForSelector('#share-url');
  const url = page.url();
  {
    const other = await openPage();
    await load(other.page, url);
    assert.match(await other.page.inputValue('#data'), /kernel = "saxpy"/);
    assert.equal(await other.page.locator('#wave option').count(), 16);
    assert.deepEqual(other.errors, []);
    await other.context.close();
  }

  // A broken launch & data panel reports the TOML error and disables Step/Run.
  await page.fill('#data', '[launch]\nkernel = ');
  await page.waitForSelector('#data-error');
  assert.match(await page.locator('#data-error').textContent(), /line 2/);
  assert.match(await status(page), /launch & data error/);
  assert.equal(await page.locator('#step').isDisabled(), true);
  // Empty again: the TOML error is gone; the kernel reads kernargs, so instead of a bare wave
  // faulting on address 0 the panel says what [launch] to add.
  await page.fill('#data', '');
  await page.waitForFunction(() => /no \[launch\]/.test(document.querySelector('#data-error')?.textContent ?? ''));
  assert.match(await page.locator('#data-error').textContent(), /kernel = "saxpy"/);
});

pageTest('LDS reduction: wave picker and the LDS bank view', { timeout: 120_000 }, async ({ page }) => {
  await example(page, 'reduce_lds');
  assert.equal(await page.locator('#wave option').count(), 16);
  assert.equal(await page.locator('#wave option[data-group="0,0,0"]').count(), 4, '4 waves per group');
  for (let i = 0; i < 80 && (await page.locator('#lds-view').count()) === 0; i++) await step(page);
  await page.waitForSelector('#lds-view');
  assert.equal(await page.locator('#lds-view table.lds thead th').count(), 64, '64 banks on gfx950');
  assert.match(await page.locator('#lds-cycles').textContent(), /^\d+ cycles$/);
  assert.equal(await page.locator('#lds-view tr.deg td').count(), 64);
  await page.screenshot({ path: join(SHOTS, 'lds.png') });
});

pageTest('DPP scan: the lane-movement view', { timeout: 60_000 }, async ({ page }) => {
  await example(page, 'scan_dpp');
  assert.equal(await page.locator('#wave').count(), 0, 'no wave picker for one wave');
  await step(page, 3); // v_add_u32, s_nop, the first DPP add
  await page.waitForSelector('#lane-moves svg');
  assert.equal(await page.locator('#lane-moves svg circle.dst').count(), 64);
  assert.match(await page.locator('#lane-moves-title').textContent(), /row_shr:1/);
  assert.ok((await page.locator('#lane-moves svg line.mv').count()) > 0, 'arrows drawn');
  await page.screenshot({ path: join(SHOTS, 'lane-moves.png') });
});

pageTest('divergent loop: clicking an EXEC lane tells which instruction changed it', { timeout: 60_000 }, async ({ page }) => {
  await example(page, 'divergent_loop');
  // s_mov_b64, v_and_b32, v_mov_b32, v_cmp_ne_u32, s_and_b64 exec (line 8): lanes with l % 8 = 0 leave.
  await step(page, 5);
  assert.equal(await page.locator('#exec-strip [data-lane="8"]').getAttribute('data-on'), '0');
  await page.click('#exec-strip [data-lane="8"]');
  assert.match(await page.locator('#lane-info').textContent(), /^exec\[8\] last changed by line 8: s_and_b64/);
  assert.match(await page.locator('#exec-strip [data-lane="8"]').getAttribute('class'), /\bsel\b/);
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  await page.selectOption('#format', 'u32');
  assert.equal(await page.locator('#vgpr-grid td[data-reg="1"][data-lane="13"]').textContent(), String(5 * 13));
  await page.click('#exec-strip [data-lane="13"]');
  assert.match(await page.locator('#lane-info').textContent(), /^exec\[13\] last changed by line \d+: s_mov_b64 exec/);
  await page.screenshot({ path: join(SHOTS, 'divergent.png') });
});

pageTest('swizzle butterfly: ds_swizzle shows lane movement and runs to the halves\' sums', { timeout: 60_000 }, async ({ page }) => {
  await example(page, 'swizzle_butterfly');
  await step(page, 2); // v_cvt_f32_u32, ds_swizzle_b32 SWAP 16
  await page.waitForSelector('#lane-moves svg');
  assert.match(await page.locator('#lane-moves-title').textContent(), /ds_swizzle_b32/);
  assert.equal(await page.locator('#lane-moves svg circle.dst').count(), 64);
  assert.equal(await page.locator('#lds-view').count(), 0, 'no LDS memory touched');
  await page.screenshot({ path: join(SHOTS, 'swizzle.png') });
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  await page.selectOption('#format', 'f32');
  // 0 + 1 + … + 31 = 496; 32 + … + 63 = 1520.
  assert.equal(await page.locator('#vgpr-grid td[data-reg="1"][data-lane="7"]').textContent(), '496');
  assert.equal(await page.locator('#vgpr-grid td[data-reg="1"][data-lane="40"]').textContent(), '1520');
});
