// End-to-end test of the assembled listing (issue 12 item 5): like llvm-mc, one bad line does
// not hide the good ones.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

// `llvm-mc-22 -arch=amdgcn -mcpu=gfx900 -show-encoding` prints lines 1, 3 and 4 (exit status 1).
const SOURCE = 's_nop 0\nbogus v0\nv_add_u32 v1, v0, v0\ns_endpgm\n';

pageTest('a program with one bad line lists the good lines\' encodings and the error', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', SOURCE);
  await load(page);
  await waitForStatus(page, /^1 error — fix to run$/);
  assert.equal(await page.locator('#listing').count(), 0, 'hidden until asked for');
  await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
  await page.click('#listing-toggle');
  await page.waitForSelector('#listing tr.ls-asm');
  const rows = await page.locator('#listing tr[data-line]').evaluateAll((trs) =>
    trs.map((tr) => [tr.className, tr.dataset.line, tr.textContent]),
  );
  assert.deepEqual(rows, [
    ['ls-asm', '1', '10x0000[0x00,0x00,0x80,0xbf]s_nop 0'],
    ['ls-err', '2', '2error: invalid instruction'],
    ['ls-asm', '3', '30x0004[0x00,0x01,0x02,0x68]v_add_u32_e32 v1, v0, v0'],
    ['ls-asm', '4', '40x0008[0x00,0x00,0x81,0xbf]s_endpgm'],
  ]);
  await page.screenshot({ path: join(SHOTS, 'listing.png') });

  // Clicking the error row puts the caret on its line (and the docs follow it).
  await page.click('#listing tr.ls-err');
  const caret = await page.evaluate(() => {
    const t = document.querySelector('#source');
    return [document.activeElement === t, t.selectionStart];
  });
  assert.deepEqual(caret, [true, 's_nop 0\n'.length]);
  await page.waitForFunction(() => /bogus/.test(document.querySelector('#doc')?.textContent ?? ''));

  // Fixing the line updates the listing; the toggle hides it again.
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('v_mov_b32 v2, 1');
  await waitForStatus(page, /^ready$/);
  await page.waitForSelector('#listing tr.ls-asm[data-line="2"]');
  assert.equal(await page.locator('#listing tr.ls-err').count(), 0);
  assert.match(await page.locator('#listing tr[data-line="2"]').textContent(), /\[0x81,0x02,0x04,0x7e\]v_mov_b32_e32 v2, 1$/);
  await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
  await page.click('#listing-toggle');
  assert.equal(await page.locator('#listing').count(), 0);
});
