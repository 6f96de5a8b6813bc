// End-to-end tests of issue 18's larger steps and keyboard access: step over a loop's
// back-edge (Alt+F10 and the Over button), step a whole workgroup (F8 and the Group button),
// the matrix export with live values, the arrow keys over the matrix and the EXEC strip.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/stepover.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, example, SHOTS, loopSource } from './harness.mjs';

const { pageTest } = e2eFile();

// Lines 4-7 run five times; line 8 is after the loop.
const LOOP = loopSource('v_mov_b32 v2, s0', 's_endpgm');

pageTest('step over runs a loop back-edge to the loop exit; Shift+F10 undoes one instruction', { timeout: 90_000, viewport: { width: 1280, height: 720 } }, async ({ context, page }) => {
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  // An ordinary instruction: one step.
  await page.click('#step-over');
  await waitForStatus(page, /^1 step$/);
  for (let i = 0; i < 4; i++) await page.click('#step');
  await waitForStatus(page, /^5 steps$/);
  // On the branch (line 7): the other four rounds run, the wave stops on line 8.
  await page.focus('#step');
  await page.keyboard.press('Alt+F10');
  await waitForStatus(page, /^22 steps$/);
  assert.equal((await page.textContent('.gutter .gl.cur')).trim(), '8');
  await page.screenshot({ path: join(SHOTS, 'stepover-1280.png') });
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, /^21 steps$/);
});

pageTest('a breakpoint in the loop body stops step over', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  for (let i = 0; i < 5; i++) await page.click('#step');
  await waitForStatus(page, /^5 steps$/);
  await page.click('.gutter .gl:nth-child(5)');
  await page.click('#step-over');
  await waitForStatus(page, /^breakpoint at line 5 — 7 steps$/);
});

pageTest('F8 steps every wave of the workgroup once; the Group button too', { timeout: 90_000, viewport: { width: 1600, height: 1000 } }, async ({ page }) => {
  await example(page, 'reduce_lds');
  await page.focus('#step');
  await page.keyboard.press('F8');
  await waitForStatus(page, /^stepped 4 waves of the workgroup — 4 steps$/);
  assert.equal(await page.inputValue('#wave'), '0');
  const waves = await page.locator('#wave option').allTextContents();
  assert.ok(waves.slice(0, 4).every((w) => !/not started/.test(w)), waves.join(' / '));
  await page.click('#step-group');
  await waitForStatus(page, /^stepped 4 waves of the workgroup — 8 steps$/);
  await page.click('#step');
  await waitForStatus(page, /^9 steps$/);
  await page.screenshot({ path: join(SHOTS, 'stepgroup-1600.png') });
});

pageTest('matrix export with values; arrow keys walk the matrix and mark the lane grid', { timeout: 120_000 }, async ({ page }) => {
  await example(page, 'mfma_f16_gemm');
  await page.waitForSelector('#matrix-view table.mx');
  await page.click('#step');
  await waitForStatus(page, /^1 step$/);
  await page.check('#matrix-export-values');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('.mx-csv[data-part="A"]')]);
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\n');
  assert.equal(rows[0], 'block,i,j,reg,lane,lo,hi,value');
  // A[1][5] = (1 + 10) % 7 - 3 = 1.
  assert.ok(rows.includes('0,1,5,0,33,16,31,1'));
  const [md] = await Promise.all([page.waitForEvent('download'), page.click('.mx-md[data-part="D"]')]);
  const table = (await readFile(await md.path(), 'utf8')).split('\n');
  assert.match(table[0], /\| hi \| value \|$/);
  // D[0][0] = sum over k of A[0][k]·B[k][0].
  const a = (i, k) => ((i + 2 * k) % 7) - 3;
  const b = (k, j) => ((3 * k + j) % 5) - 2;
  const d00 = [0, 1, 2, 3, 4, 5, 6, 7].reduce((s, k) => s + a(0, k) * b(k, 0), 0);
  assert.ok(table.some((l) => l.startsWith('| 0 | 0 | 0 |') && l.endsWith(`| ${d00} |`)), table.slice(0, 4).join('\n'));
  // Keyboard: focus the drawing, arrows move the cursor, the grid marks the element's slot.
  await page.focus('#matrix-view');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('#matrix-view td.mx-kbd');
  assert.match(await page.textContent('#matrix-cursor'), /^A\[0\]\[1\]\[1\] = /);
  await page.waitForSelector('#vgpr-grid td.mx-hl');
  await page.screenshot({ path: join(SHOTS, 'matrix-keyboard.png') });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('#vgpr-grid td.mx-hl'));
});

pageTest('the EXEC strip takes the keyboard: arrows pick a lane, Enter toggles it', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.focus('#exec-strip');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#exec-strip .mb.sel[data-lane="2"]');
  assert.match(await page.textContent('#lane-info'), /exec\[2\]/i);
  assert.equal(await page.getAttribute('#lane-info', 'aria-live'), 'polite');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /exec = "0xfffffffffffffffb"/.test(document.querySelector('#data').value));
});

pageTest('step back and the timeline work across the waves and workgroups of a kernel (saxpy)', { timeout: 120_000 }, async ({ page }) => {
  await example(page, 'saxpy');
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  const end = Number(/(\d+) steps/.exec(await page.textContent('#status'))[1]);
  // The y buffer as the run left it.
  const y = '#buffers [data-buffer="y"] .bc[data-index="10"] .bv';
  assert.equal(await page.textContent(y), '21.0');
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, new RegExp(`^${end - 1} steps$`));
  // Back to the start of the run: the buffer holds its initial value again.
  await page.$eval('#timeline', (r) => {
    r.value = '1';
    r.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitForStatus(page, /^1 step$/);
  assert.equal(await page.textContent(y), '1.0');
  // Forward into a later workgroup, then one back.
  const mid = Math.floor(end * 0.7);
  await page.$eval('#timeline', (r, v) => {
    r.value = String(v);
    r.dispatchEvent(new Event('change', { bubbles: true }));
  }, mid);
  await waitForStatus(page, new RegExp(`^${mid} steps$`));
  const groups = await page.locator('#wave option').allTextContents();
  assert.ok(groups.some((g) => /wg [123],0,0 .*(running|ended)/.test(g)), groups.join(' / '));
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, new RegExp(`^${mid - 1} steps$`));
});
