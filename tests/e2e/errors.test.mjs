// End-to-end tests of issue 18's "errors you can reach": the error list (click to jump), the
// status pill's hover text, a kernel without [launch], clang's relocated get_global_id calls.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/errors.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, example, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const BAD = [
  ...Array.from({ length: 40 }, (_, i) => `v_mov_b32 v1, ${i}`),
  'v_bogus v1, v2',
  's_getpc_b64 s[4:5]',
  's_add_u32 s4, s4, _Z13get_global_idj@rel32@lo+4',
  's_endpgm',
].join('\n');

pageTest('the error list jumps to an off-screen error; the status shows every error on hover', { timeout: 60_000, viewport: { width: 1280, height: 720 } }, async ({ context, page, errors }) => {
  await withSource(context, 'gfx900', BAD);
  await load(page);
  await waitForStatus(page, /^2 errors — fix to run$/);
  const items = page.locator('#error-list button');
  assert.equal(await items.count(), 2);
  assert.match(await items.nth(0).textContent(), /^41:1: error: /);
  assert.match(await items.nth(1).textContent(), /^43:\d+: error: '_Z13get_global_idj' is a relocation.*-nogpulib/);
  const title = await page.getAttribute('#status', 'title');
  assert.match(title, /^41:1: error: .*\n43:\d+: error: '_Z13get_global_idj' is a relocation/);
  await items.nth(1).click();
  const line = await page.evaluate(() => {
    const t = document.querySelector('#source');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  });
  assert.equal(line, 43);
  // The jump scrolled the editor to the error.
  const diag = await page.locator('.diag-msg[data-line="43"]').boundingBox();
  assert.ok(diag && diag.y > 0 && diag.y < 720, `error line off-screen: ${JSON.stringify(diag)}`);
  await page.screenshot({ path: join(SHOTS, 'errors-list.png') });
});

pageTest('a kernel without [launch] explains what to add instead of faulting', { timeout: 60_000 }, async ({ page, errors }) => {
  await example(page, 'reduce_lds');
  await page.fill('#data', '');
  await waitForStatus(page, /^launch & data error — fix to run$/);
  assert.match(await page.textContent('#error-list'), /kernel 'reduce' reads its arguments .*\[launch\] section \(kernel = "reduce"/);
  assert.match(await page.getAttribute('#status', 'title'), /^launch & data: kernel 'reduce'/);
  await page.screenshot({ path: join(SHOTS, 'errors-no-launch.png') });
});
