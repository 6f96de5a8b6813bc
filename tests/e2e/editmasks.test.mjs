// End-to-end test of issue 18's editable masks and flags: a double click on an EXEC lane
// toggles it, SCC toggles on click, M0 takes a typed value. Before the first step the edits
// go into the launch & data text's [init] (version 2, by the machine's names); during a run
// into the running wave.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/editmasks.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { e2eFile, load, withSource, waitForStatus, answer } from './harness.mjs';

const { pageTest } = e2eFile();

const lane = (page, mask, n) => page.locator(`#${mask}-strip [data-lane="${n}"]`).getAttribute('data-on');

pageTest('EXEC lanes, SCC and M0 are editable before and during a run', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', 'v_mov_b32 v1, 1\ns_mov_b32 s2, m0\ns_cselect_b32 s3, 5, 6\nv_mov_b32 v2, 2\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  // Before the first step: into [init].
  await page.dblclick('#exec-strip [data-lane="3"]');
  await page.waitForFunction(() => /exec = "0xfffffffffffffff7"/.test(document.querySelector('#data').value));
  assert.equal(await lane(page, 'exec', 3), '0');
  assert.equal(await page.textContent('#exec-hex'), '0xfffffffffffffff7');
  await page.click('#scc');
  await page.waitForFunction(() => /scc = 1/.test(document.querySelector('#data').value));
  assert.match(await page.getAttribute('#scc', 'class'), /\bon\b/);
  const asked = answer(page, '0x10');
  await page.focus('#m0');
  await page.keyboard.press('Enter');
  assert.match(await asked, /^New value of M0/);
  await page.waitForFunction(() => /m0 = 16/.test(document.querySelector('#data').value));
  assert.match(await page.inputValue('#data'), /version = 2/);
  for (let i = 0; i < 3; i++) await page.click('#step');
  await waitForStatus(page, /^3 steps$/);
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="3"]'), '0x00000000');
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="2"]'), '0x00000001');
  assert.match(await page.getAttribute('#sgprs [data-sgpr="2"]', 'title'), /^s2 = 0x00000010/);
  assert.match(await page.getAttribute('#sgprs [data-sgpr="3"]', 'title'), /^s3 = 0x00000005/);
  // During a run: into the running wave, the initial state stays.
  const data = await page.inputValue('#data');
  await page.dblclick('#exec-strip [data-lane="3"]');
  await page.waitForFunction(() => document.querySelector('#exec-hex').textContent === '0xffffffffffffffff');
  await page.dblclick('#exec-strip [data-lane="2"]');
  await page.waitForFunction(() => document.querySelector('#exec-hex').textContent === '0xfffffffffffffffb');
  await page.click('#scc');
  assert.doesNotMatch(await page.getAttribute('#scc', 'class'), /\bon\b/);
  assert.equal(await page.inputValue('#data'), data);
  await waitForStatus(page, /^3 steps$/);
  await page.click('#step');
  await waitForStatus(page, /^4 steps$/);
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="2"][data-lane="3"]'), '0x00000002');
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="2"][data-lane="2"]'), '0x00000000');
  // Step-back history restarts at the edit: one step back is the edited state, no further.
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, /^3 steps$/);
  assert.equal(await page.textContent('#exec-hex'), '0xfffffffffffffffb');
});
