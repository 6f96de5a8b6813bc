// End-to-end flow of the R700 target (issue 16): the arch selector offers rv770, picking it
// opens the R700 gradient pixel shader, Step runs it, the lane grid shows R0.x..R0.w, GCN-only
// views stay hidden, and a share link keeps arch rv770.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/r700.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage, load, waitForStatus, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

/** The text of lane `lane`'s cell in the lane-grid column headed `label` (`R0.y`). */
function cell(page, label, lane) {
  return page.evaluate(
    ([label, lane]) => {
      const heads = [...document.querySelectorAll('#vgpr-grid thead th')].map((th) => th.textContent);
      const at = heads.indexOf(label);
      const row = document.querySelector(`#vgpr-grid tr[data-lane="${lane}"]`);
      return at < 0 || !row ? null : row.children[at]?.textContent ?? null;
    },
    [label, lane],
  );
}

pageTest('rv770: select, step, read a GPR component, share', { timeout: 120_000 }, async ({ context, page }) => {
  await load(page);
  await page.evaluate(() => localStorage.clear());
  await load(page);
  const offered = page.locator('#arch option[value="rv770"]');
  assert.equal((await offered.textContent()).trim(), 'rv770');
  assert.equal(await offered.getAttribute('title'), 'rv770 (R700, TeraScale VLIW5)');
  await page.selectOption('#arch', 'rv770');
  await waitForStatus(page, /^ready$/);
  assert.match(await page.inputValue('#source'), /ALU clause starting at 4:/);
  assert.equal(await page.inputValue('#arch'), 'rv770');
  await page.selectOption('#format', 'f32');
  // R0..R3 with .x/.y/.z/.w columns from the machine's description; 4 lanes.
  for (const c of ['R0.x', 'R0.y', 'R0.z', 'R0.w']) assert.notEqual(await cell(page, c, 0), null, c);
  assert.equal(await page.locator('#vgpr-grid tbody tr').count(), 4);
  assert.equal(await cell(page, 'R0.y', 2), '1', 'pixel (0, 1) arrives in R0');
  // GCN's matrix view has nothing to show for this machine.
  assert.equal(await page.locator('#matrix-view').count(), 0);
  // Step until the ALU clause has run: R0.y = y / 8.
  for (let i = 0; i < 4 && (await cell(page, 'R0.y', 2)) === '1'; i++) await page.click('#step');
  assert.equal(await cell(page, 'R0.y', 2), '0.125');
  assert.equal(await cell(page, 'R0.x', 1), '0.125');
  await page.screenshot({ path: join(SHOTS, 'r700.png') });

  // The share link carries arch rv770 and the [r700] data.
  await page.click('#share');
  await page.waitForSelector('#share-url');
  const url = page.url();
  const other = await openPage(browser());
  await other.page.goto(url, { waitUntil: 'load' });
  await other.page.waitForSelector('#vgpr-grid td[data-lane="3"]');
  assert.equal(await other.page.inputValue('#arch'), 'rv770');
  assert.match(await other.page.inputValue('#data'), /\[r700\]/);
  await other.context.close();
});
