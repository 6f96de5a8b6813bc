// End-to-end test of the hazard linter in the editor (built site in headless Chromium):
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
//
// Typing an MFMA followed by a VALU read of its result shows the missing-wait-states warning
// under the reader's line; the program still assembles and runs (a warning is not an error).
import assert from 'node:assert/strict';
import { e2eFile, BASE_URL, WAIT } from './harness.mjs';

const { pageTest } = e2eFile();

pageTest('hazard warning under the dependent line', { timeout: 60_000 }, async ({ context, page }) => {
  // Start from a gfx950 session with a one-line program.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('hazard-test')) {
      sessionStorage.setItem('hazard-test', '1');
      localStorage.setItem('lanescope.arch', 'gfx950');
      localStorage.setItem('lanescope.source', 's_endpgm\n');
    }
  });
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.waitForSelector('#vgpr-grid td[data-reg="0"][data-lane="63"], #vgpr-grid .empty');
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  assert.equal(await page.locator('.diag-msg').count(), 0);

  // Replace the program by typing: an 8-pass XDL MFMA (32x32x8 f16), then a VALU read of its
  // result with no wait state (seed 001 Table 38 L3961: 12 required).
  const area = await page.locator('#source').boundingBox();
  await page.mouse.click(area.x + 100, area.y + 10);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(
    'v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\nv_add_f32 v20, v4, v4\ns_endpgm\n',
  );
  await page.waitForSelector('.diag-msg.warning');
  const msg = page.locator('.diag-msg.warning');
  assert.equal(await msg.count(), 1);
  const text = await msg.textContent();
  assert.match(text, /warning:/);
  assert.match(
    text,
    /v_mfma_f32_32x32x8_f16 \(line 1\) writes v\[0:15\]; v_add_f32 reads v4 after 0 independent instructions, 12 required/,
  );
  assert.match(text, /seed 001 Table 38 L3961/);
  assert.equal(await msg.getAttribute('data-line'), '2');
  assert.equal(await msg.getAttribute('data-col'), '1');
  assert.match(await page.locator('.gl[data-line="2"]').getAttribute('class'), /\bwarn\b/);
  // A warning is not an error: the program is ready to run.
  assert.equal(await page.locator('#status').textContent(), 'ready');
  assert.equal(await page.locator('#step').isDisabled(), false);

  // Enough wait states: the warning goes away.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.type('\ns_nop 11');
  await page.waitForFunction(() => document.querySelectorAll('.diag-msg.warning').length === 0, null, {
    timeout: WAIT,
  });
});
