// End-to-end tests of the matrix view (gfx950): live values before and after an MFMA, hover
// links between matrix elements and the lane grid, edited modifiers, layout export, picking an
// instruction by clicking its line, AGPR columns in the lane grid, and no view on gfx900.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eFile, load, example, withSource, waitForStatus, SHOTS, WAIT } from './harness.mjs';

const { pageTest } = e2eFile();

/** The text of element (block, i, j) of matrix `part`. */
const cell = (page, part, block, i, j) =>
  page.locator(`#matrix-view table.mx[data-part="${part}"][data-block="${block}"] tbody tr`).nth(i).locator('td').nth(j);

// The f16 GEMM example: A[i][k] = (i + 2k) % 7 - 3, B[k][j] = (3k + j) % 5 - 2, C = 0.
const a = (i, k) => ((i + 2 * k) % 7) - 3;
const b = (k, j) => ((3 * k + j) % 5) - 2;
const d = (i, j) => [0, 1, 2, 3, 4, 5, 6, 7].reduce((s, k) => s + a(i, k) * b(k, j), 0);

pageTest('matrix view: live values, hover links, modifiers, export', { timeout: 120_000 }, async ({ page }) => {
  await example(page, 'mfma_f16_gemm');
  await page.waitForSelector('#matrix-view table.mx');
  assert.match(await page.locator('#matrix-pick').inputValue(), /^pc:0$/);
  assert.match(await page.locator('#matrix-summary').textContent(), /v_mfma_f32_32x32x8_f16.*\n.*32 x 32 x 8/);
  // Shapes: A 32 x 8, B 8 x 32, C and D 32 x 32.
  assert.equal(await page.locator('#matrix-view table.mx[data-part="A"] tbody tr').count(), 32);
  assert.equal(await page.locator('#matrix-view table.mx[data-part="A"] tbody tr').first().locator('td').count(), 8);
  assert.equal(await page.locator('#matrix-view table.mx[data-part="B"] tbody tr').count(), 8);
  assert.equal(await page.locator('#matrix-view table.mx[data-part="D"] td').count(), 1024);
  assert.match(await page.locator('.mx-op[data-part="C"] .mx-h').textContent(), /inline constant 0/);
  assert.match(await page.locator('.mx-op[data-part="D"] .mx-h').textContent(), /v\[4:19\]/);
  // Live inputs before the step, D still zero.
  for (const [i, k] of [[0, 0], [1, 5], [31, 7]]) {
    assert.equal(await cell(page, 'A', 0, i, k).textContent(), String(a(i, k)), `A[${i}][${k}]`);
  }
  assert.equal(await cell(page, 'B', 0, 6, 30).textContent(), String(b(6, 30)));
  assert.equal(await cell(page, 'D', 0, 3, 9).textContent(), '0');
  // One step executes the MFMA: D = A·B.
  await page.click('#step');
  await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('1 step'));
  for (const [i, j] of [[0, 0], [3, 9], [31, 31], [17, 2]]) {
    assert.equal(await cell(page, 'D', 0, i, j).textContent(), String(d(i, j)), `D[${i}][${j}]`);
  }
  await page.screenshot({ path: join(SHOTS, 'matrix-view.png') });

  // Hover A[1][5]: item 1 of lane 33 in v0 (seed 001 L2860) is marked in the lane grid.
  const a15 = cell(page, 'A', 0, 1, 5);
  assert.match(await a15.getAttribute('title'), /^A\[0\]\[1\]\[5\] = 1 · v0 lane 33 bits 16–31$/);
  await a15.hover();
  await page.waitForSelector('#vgpr-grid td.mx-hl[data-reg="0"][data-lane="33"]');
  assert.equal(await page.locator('#vgpr-grid td.mx-hl').count(), 1);
  // The reverse: hovering v5 lane 40 in the grid marks D[5][8]: D register 1 = 4 (i / 8) + i % 4,
  // lane 40 = j + 32 ((i / 4) % 2) (seed 001 L2924-L2978).
  await page.locator('#vgpr-grid td[data-reg="5"][data-lane="40"]').hover();
  await page.waitForSelector('#matrix-view td.mx-hl');
  const marked = page.locator('#matrix-view td.mx-hl');
  assert.equal(await marked.count(), 1);
  assert.match(await marked.getAttribute('title'), /^D\[0\]\[5\]\[8\] = /);
  // As f32, the grid cell shows the element's value.
  await page.selectOption('#format', 'f32');
  await page.waitForFunction(() => !document.querySelector('#vgpr-grid td[data-reg="5"][data-lane="40"]').textContent.startsWith('0x'));
  assert.equal(await page.locator('#vgpr-grid td[data-reg="5"][data-lane="40"]').textContent(), String(d(5, 8)));
  await page.locator('#vgpr-grid td[data-reg="5"][data-lane="41"]').hover();
  await page.locator('#vgpr-grid td[data-reg="5"][data-lane="40"]').hover();
  await page.waitForSelector('#matrix-view td.mx-hl');
  assert.equal(await marked.textContent(), String(d(5, 8)));
  await page.screenshot({ path: join(SHOTS, 'matrix-hover.png') });

  // BLGP 1: lanes 32-63 read B from lanes 0-31, so B[4][0] (stored in lane 32) is read from lane 0.
  assert.match(await cell(page, 'B', 0, 4, 0).getAttribute('title'), / lane 32 /);
  await page.fill('#matrix-blgp', '1');
  await page.locator('#matrix-blgp').dispatchEvent('change');
  await page.waitForFunction(() =>
    / lane 0 /.test(
      document.querySelectorAll('#matrix-view table.mx[data-part="B"] tbody tr')[4]?.querySelector('td')?.title ?? '',
    ),
  );
  assert.match(await page.locator('.mx-op[data-part="B"] .mx-note').textContent(), /BLGP=1/);
  // An invalid value is an error message, not a crash.
  await page.fill('#matrix-cbsz', '3');
  await page.locator('#matrix-cbsz').dispatchEvent('change');
  await page.waitForSelector('#matrix-error');
  assert.match(await page.locator('#matrix-error').textContent(), /invalid modifiers/);
  await page.click('#matrix-mods-reset');
  await page.waitForSelector('#matrix-view table.mx');
  assert.equal(await page.locator('#matrix-blgp').inputValue(), '0');
  assert.equal(await page.locator('#matrix-error').count(), 0);

  // Export A's layout as CSV and D's as Markdown.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('.mx-csv[data-part="A"]')]);
  assert.equal(csv.suggestedFilename(), 'v_mfma_f32_32x32x8_f16_A.csv');
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\n');
  assert.equal(rows[0], 'block,i,j,reg,lane,lo,hi');
  assert.equal(rows.length, 1 + 32 * 8);
  assert.ok(rows.includes('0,1,5,0,33,16,31'));
  const [md] = await Promise.all([page.waitForEvent('download'), page.click('.mx-md[data-part="D"]')]);
  const table = await readFile(await md.path(), 'utf8');
  assert.match(table, /^\| block \| i \| j \| reg \| lane \| lo \| hi \|\n\|---/);
  assert.equal(table.trim().split('\n').length, 2 + 32 * 32);
});

pageTest('matrix view: click a line to pick it, AGPR columns, any instruction', { timeout: 120_000 }, async ({ context, page }) => {
  await withSource(
    context,
    'gfx950',
    [
      'v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], 0',
      's_nop 7',
      'v_smfmac_f32_16x16x64_f16 v[4:7], v[8:11], v[12:19], v20',
      's_endpgm',
      '',
    ].join('\n'),
  );
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.waitForSelector('#matrix-view table.mx');
  // The first matrix instruction is drawn; its D is in AGPRs, grid columns a0-a3 (after the
  // 256 VGPR columns: go there by name).
  assert.match(await page.locator('.mx-op[data-part="D"] .mx-h').textContent(), /a\[0:3\]/);
  await page.fill('#grid-goto', 'a0');
  await page.press('#grid-goto', 'Enter');
  await page.waitForSelector('#vgpr-grid th.acc.goto[data-reg="256"]');
  for (const n of [0, 3]) {
    assert.equal(await page.locator(`#vgpr-grid th.acc[data-reg="${256 + n}"]`).textContent(), `a${n}`);
  }
  assert.match(await page.locator('#cols-label').textContent(), /program uses v0–v\d+, a0–a3$/);
  // Edited modifiers can be written into the program: BLGP 2 on line 1 (the comment-free line
  // is rewritten as the core prints it, the program re-assembles, the view keeps the pick).
  assert.equal(await page.locator('#matrix-apply').isDisabled(), true);
  await page.fill('#matrix-blgp', '2');
  await page.locator('#matrix-blgp').dispatchEvent('change');
  await page.waitForFunction(() => !document.querySelector('#matrix-apply').disabled);
  await page.click('#matrix-apply');
  await page.waitForFunction(() => document.querySelector('#source').value.includes('blgp:2'));
  const lines = (await page.inputValue('#source')).split('\n');
  assert.equal(lines[0], 'v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], 0 blgp:2');
  assert.equal(lines[2], 'v_smfmac_f32_16x16x64_f16 v[4:7], v[8:11], v[12:19], v20');
  await page.waitForFunction(() => document.querySelector('#matrix-pick option:checked')?.textContent?.includes('blgp:2'));
  assert.equal(await page.locator('#matrix-blgp').inputValue(), '2');
  assert.equal(await page.locator('#matrix-apply').isDisabled(), true);
  await waitForStatus(page, /^ready$/);
  // Clicking line 3 picks the SMFMAC: five matrices, K the 2-bit sparse index in v20.
  const area = await page.locator('#source').boundingBox();
  await page.mouse.click(area.x + 200, area.y + 10 + 20 * 2 + 8);
  await page.waitForFunction(() => document.querySelector('#matrix-summary')?.textContent?.startsWith('v_smfmac'));
  assert.equal(await page.locator('#matrix-view table.mx').count(), 5);
  assert.match(await page.locator('.mx-op[data-part="K"] .mx-h').textContent(), /2-bit index .*16×32 · v20/);
  // Any instruction of the ISA, without live values: register offsets and lanes.
  await page.selectOption('#matrix-pick', 'name:v_mfma_f32_4x4x4_16b_f16');
  await page.waitForFunction(() => document.querySelector('#matrix-summary')?.textContent?.startsWith('v_mfma_f32_4x4x4_16b_f16'));
  assert.equal(await page.locator('#matrix-view table.mx[data-part="A"]').count(), 16);
  assert.equal(await cell(page, 'A', 5, 2, 3).textContent(), '1:22');
  await page.screenshot({ path: join(SHOTS, 'matrix-any.png') });
});

pageTest('matrix view: an f64 element marks both registers of its pair', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx950', 'v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], 0\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.waitForSelector('#matrix-view table.mx');
  // D[i][j] of the f64 16x16 op: register pair 2 (i % 4) of lane j + 16 (i / 4) (seed 001 L2924).
  const d = cell(page, 'D', 0, 5, 3);
  assert.equal(await d.getAttribute('data-regs'), '2 3');
  await d.hover();
  await page.waitForSelector('#vgpr-grid td.mx-hl[data-reg="3"][data-lane="19"]');
  assert.equal(await page.locator('#vgpr-grid td.mx-hl[data-reg="2"][data-lane="19"]').count(), 1);
  assert.equal(await page.locator('#vgpr-grid td.mx-hl').count(), 2);
  // Either register of the pair leads back to the element.
  await page.locator('#vgpr-grid td[data-reg="3"][data-lane="19"]').hover();
  await page.waitForSelector('#matrix-view td.mx-hl');
  assert.match(await page.locator('#matrix-view table.mx[data-part="D"] td.mx-hl').getAttribute('title'), /^D\[0\]\[5\]\[3\] = 0 · v2 lane 19 bits 0–63$/);
});

pageTest('no matrix view on gfx900', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', 'v_mov_b32 v0, 1\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.locator('#matrix').count(), 0);
  assert.equal(await page.locator('#vgpr-grid th.acc').count(), 0);
  void WAIT;
});
