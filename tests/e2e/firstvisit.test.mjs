// End-to-end tests of issue 18's first-visit bugs: the docs panel takes every spelling the
// assembler takes, the example picker keeps buffers, Step acts on the chosen wave, and the
// column buttons are disabled at their limits.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage, load, example, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

/** Moves the pointer over source line `line` (1-based) and returns the docs panel's text. */
async function hoverLine(page, line) {
  // Long lines wrap: aim at the middle of the line's first row, where the editor drew it.
  const box = await page.locator(`pre.hl .ln:nth-child(${line})`).boundingBox();
  await page.mouse.move(box.x + 40, box.y + 10);
  await page.waitForSelector('#doc .doc-mn');
  return page.locator('#doc').textContent();
}

test('docs: DPP, SDWA, _e32/_e64 and alias spellings resolve', { timeout: 60_000 }, async () => {
  const { page, errors } = await openPage(browser());
  await example(page, 'scan_dpp');
  const lines = (await page.inputValue('#source')).split('\n');
  const at = lines.findIndex((l) => /^\s*v_add_u32_dpp/.test(l)) + 1;
  assert.ok(at > 0);
  const doc = await hoverLine(page, at);
  assert.doesNotMatch(doc, /not an instruction/);
  assert.match(doc, /^v_add_u32VOP2/);
  await page.screenshot({ path: join(SHOTS, 'doc_dpp.png') });
  assert.deepEqual(errors, []);

  const other = await openPage(browser());
  const src = 'v_mov_b32_dpp v1, v0 quad_perm:[0,1,2,3]\nv_mov_b32_sdwa v1, v0\nv_add_f32_e64 v1, v0, v0\ns_endpgm\n';
  await withSource(other.context, 'gfx900', src);
  await load(other.page);
  await waitForStatus(other.page, /^ready$/);
  for (const [line, name] of [[1, 'v_mov_b32'], [2, 'v_mov_b32'], [3, 'v_add_f32']]) {
    await other.page.mouse.move(0, 0);
    const box = await other.page.locator('#source').boundingBox();
    await other.page.mouse.move(box.x + 40, box.y + 10 + (line - 1) * 20 + 10);
    await other.page.waitForFunction(
      (n) => (document.querySelector('#doc .doc-mn')?.textContent ?? '') === n || /not an instruction/.test(document.querySelector('#doc')?.textContent ?? ''),
      name,
    );
    assert.doesNotMatch(await other.page.locator('#doc').textContent(), /not an instruction/, `line ${line}`);
  }
  assert.deepEqual(other.errors, []);

  // gfx908's spelling of a gfx950 MFMA (llvm-mc 22 accepts it).
  const third = await openPage(browser());
  await withSource(third.context, 'gfx950', 'v_mfma_f32_32x32x8f16 v[0:15], v[16:17], v[18:19], v[0:15]\ns_endpgm\n');
  await load(third.page);
  const box = await third.page.locator('#source').boundingBox();
  await third.page.mouse.move(box.x + 40, box.y + 20);
  await third.page.waitForSelector('#doc .doc-mn');
  assert.match(await third.page.locator('#doc').textContent(), /^v_mfma_f32_32x32x8_f16/);
  assert.deepEqual(third.errors, []);
});

pageTest('picker: my code and each example keep their edits; the picker names what is open', { timeout: 90_000 }, async ({ context, page }) => {
  const mine = 'v_mov_b32 v7, 7\ns_endpgm\n';
  await withSource(context, 'gfx900', mine);
  await load(page);
  assert.equal(await page.inputValue('#gallery'), '');
  assert.equal(await page.locator('#gallery option:checked').textContent(), 'My code');
  await page.selectOption('#gallery', 'saxpy');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#gallery'), 'saxpy');
  assert.match(await page.locator('#gallery option:checked').textContent(), /^saxpy/);
  assert.match(await page.locator('#gallery').getAttribute('title'), /^saxpy with a bounds check \(gfx950 kernel\) — /);
  // Edit the example.
  await page.click('#source');
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('; my saxpy\n');
  await waitForStatus(page, /^ready$/);
  await page.screenshot({ path: join(SHOTS, 'picker_example.png') });
  // Back to my code: nothing lost.
  await page.selectOption('#gallery', '');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#source'), mine);
  assert.equal(await page.inputValue('#arch'), 'gfx900');
  // The example comes back with its edit.
  await page.selectOption('#gallery', 'saxpy');
  await waitForStatus(page, /^ready$/);
  assert.match(await page.inputValue('#source'), /^; my saxpy\n/);
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  // A reload reopens the example, and my code is still there.
  await load(page);
  assert.equal(await page.inputValue('#gallery'), 'saxpy');
  assert.match(await page.inputValue('#source'), /^; my saxpy\n/);
  await page.selectOption('#gallery', '');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#source'), mine);
});

pageTest('Step on a not-started wave steps that wave; its label is not cut', { timeout: 60_000 }, async ({ page }) => {
  await example(page, 'saxpy');
  await page.selectOption('#wave', '5');
  assert.match(await page.locator('#wave option[value="5"]').textContent(), /not started$/);
  const fits = () =>
    page.evaluate(() => {
      const s = document.querySelector('#wave');
      const c = document.createElement('canvas').getContext('2d');
      c.font = getComputedStyle(s).font;
      return c.measureText(s.selectedOptions[0].text).width <= s.clientWidth - 16;
    });
  assert.ok(await fits(), 'the chosen wave\'s label fits its picker');
  await page.click('#step');
  await page.waitForFunction(() => !/not started/.test(document.querySelector('#wave option[value="5"]')?.textContent ?? ''));
  assert.equal(await page.inputValue('#wave'), '5');
  assert.match(await page.locator('#wave option[value="5"]').textContent(), /running$/);
  assert.match(await page.locator('#status').textContent(), /^\d+ steps$/);
  const pc = await page.locator('#pc').textContent();
  assert.notEqual(pc, '0x00000000', 'wave 5 executed');
  await page.click('#step');
  assert.equal(await page.inputValue('#wave'), '5');
  await page.screenshot({ path: join(SHOTS, 'wave_step.png') });
});

pageTest('the column label says what is in view, what the file holds and what the program uses', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', 'v_mov_b32 v31, 1\ns_endpgm\n');
  await load(page);
  assert.match(await page.locator('#cols-label').textContent(), /^v0–v\d+ in view · VGPRs v0–v255 · program uses v0–v31$/);
  // No column buttons: every register is a column, reached by scrolling or by name.
  assert.equal(await page.locator('#cols-more, #cols-less').count(), 0);
  await page.fill('#grid-goto', 'v200');
  await page.press('#grid-goto', 'Enter');
  await page.waitForFunction(() => /^v200–/.test(document.querySelector('#cols-label').textContent));
  await page.screenshot({ path: join(SHOTS, 'cols_label.png') });
});
