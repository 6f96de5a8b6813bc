// End-to-end test of issue 18's editable state: clicking a VGPR or SGPR cell before the first
// step sets its initial value in the launch & data text's [init], so a share link carries it;
// during a run the edit goes into the running wave.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/editstate.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS, answer } from './harness.mjs';

const { pageTest } = e2eFile();

pageTest('a clicked register cell sets its initial value; Step uses it; a share link carries it', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', 'v_add_f32 v2, v1, v1\ns_add_u32 s3, s2, 1\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  let asked = answer(page, '1.5');
  await page.click('#vgpr-grid td[data-reg="1"][data-lane="5"]');
  assert.match(await asked, /^New value of v1 lane 5/);
  await page.waitForFunction(() => document.querySelector('#data').value.includes('[init'));
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="5"]'), '0x3fc00000');
  asked = answer(page, '0x10');
  await page.click('#sgprs [data-sgpr="2"]');
  await asked;
  await page.waitForFunction(() => /s2 = 16/.test(document.querySelector('#data').value));
  await page.click('#step');
  await page.click('#step');
  await waitForStatus(page, /^2 steps$/);
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="2"][data-lane="5"]'), '0x40400000');
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="2"][data-lane="4"]'), '0x00000000');
  assert.match(await page.getAttribute('#sgprs [data-sgpr="3"]', 'title'), /^s3 = 0x00000011/);
  await page.screenshot({ path: join(SHOTS, 'editstate.png') });
  // During a run an edit goes into the running wave, not into the initial state.
  asked = answer(page, '7');
  await page.click('#vgpr-grid td[data-reg="1"][data-lane="0"]');
  await asked;
  await page.waitForFunction(
    () => document.querySelector('#vgpr-grid td[data-reg="1"][data-lane="0"]').textContent === '0x00000007',
  );
  await waitForStatus(page, /^2 steps$/);
  // The share link carries the edit.
  await page.click('#share');
  await page.waitForSelector('#share-url');
  const url = await page.inputValue('#share-url');
  const fresh = await context.browser().newContext();
  const p2 = await fresh.newPage();
  await load(p2, url);
  await waitForStatus(p2, /^ready$/);
  assert.equal(await p2.textContent('#vgpr-grid td[data-reg="1"][data-lane="5"]'), '0x3fc00000');
  assert.equal(await p2.textContent('#vgpr-grid td[data-reg="1"][data-lane="0"]'), '0x00000000');
  await fresh.close();
});
