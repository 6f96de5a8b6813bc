// End-to-end tests of the built site (dist/) in headless Chromium.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
//
// BASE_URL must point to a static server of dist/. Every wait is bounded, and any page error
// or console error fails the test. Screenshots go to tests/e2e/screenshots/ (gitignored).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage as openIn, load as loadAt, waitForStatus, BASE_URL, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

/** A page in a fresh context (empty localStorage) that records every page and console error. */
const openPage = () => openIn(browser());

/** Loads `url` and waits until the app has mounted and assembled its program. */
const load = (page, url) => loadAt(page, url);

const cell = (page, reg, lane) =>
  page.locator(`#vgpr-grid td[data-reg="${reg}"][data-lane="${lane}"]`).textContent();
const status = (page) => page.locator('#status').textContent();
const laneBit = (page, mask, lane) =>
  page.locator(`#${mask}-strip [data-lane="${lane}"]`).getAttribute('data-on');

async function step(page, times = 1) {
  for (let i = 0; i < times; i++) await page.click('#step');
}


pageTest('step, inspect, run, share and edit the default example', { timeout: 120_000 }, async ({ context, page, errors }) => {
  // A clean first visit: no saved session.
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await load(page, BASE_URL);

  const source = await page.inputValue('#source');
  assert.match(source, /v_cvt_f32_u32 v1, v0/, 'default example loaded');
  assert.equal(await status(page), 'ready');
  assert.equal(await page.locator('#step').isEnabled(), true);
  assert.equal(await cell(page, 0, 5), '0x00000005', 'lane id in v0');

  // Three steps: v_cvt_f32_u32, v_mov_b32, v_cmp_gt_u32.
  await step(page, 3);
  assert.equal(await status(page), '3 steps');
  assert.equal(await cell(page, 1, 5), '0x40a00000', 'v1 = float(5) in hex');
  assert.equal(await laneBit(page, 'vcc', 31), '1', 'vcc: 32 > 31');
  assert.equal(await laneBit(page, 'vcc', 32), '0', 'vcc: 32 > 32 is false');
  assert.match(await page.locator('#vcc-strip [data-lane="0"]').getAttribute('class'), /\bchg\b/);
  await page.selectOption('#format', 'f32');
  assert.equal(await cell(page, 1, 5), '5', 'v1 lane 5 in f32');
  assert.equal(await cell(page, 1, 63), '63');
  // 5.0f = 0x40a00000: halves 0x0000 (0) and 0x40a0 (f16 2.3125, bf16 5); bytes 00 00 a0 40.
  await page.selectOption('#format', 'f16x2');
  assert.equal(await cell(page, 1, 5), '0 2.3125', 'v1 lane 5 as two f16');
  await page.selectOption('#format', 'bf16x2');
  assert.equal(await cell(page, 1, 5), '0 5', 'v1 lane 5 as two bf16');
  await page.selectOption('#format', 'i8x4');
  assert.equal(await cell(page, 1, 5), '0 0 -96 64', 'v1 lane 5 as four signed bytes');
  await page.selectOption('#format', 'f32');

  // Step 4, s_and_saveexec_b64: lanes 32..63 leave EXEC, s[0:1] holds the old EXEC.
  await step(page);
  assert.equal(await laneBit(page, 'exec', 0), '1');
  assert.equal(await laneBit(page, 'exec', 31), '1');
  for (const lane of [32, 45, 63]) assert.equal(await laneBit(page, 'exec', lane), '0', `exec lane ${lane} off`);
  assert.match(await page.locator('#exec-strip [data-lane="40"]').getAttribute('class'), /\bchg\b/);
  assert.match(await page.locator('#vgpr-grid tr[data-lane="40"]').getAttribute('class'), /\boff\b/);
  await page.selectOption('#format', 'hex');
  for (const n of [0, 1]) {
    assert.equal(await page.locator(`#sgprs [data-sgpr="${n}"] .sv`).textContent(), '0xffffffff', `s${n} = saved EXEC`);
    assert.match(await page.locator(`#sgprs [data-sgpr="${n}"]`).getAttribute('class'), /\bchg\b/);
  }
  assert.equal(await page.locator('#exec-hex').textContent(), '0x00000000ffffffff');
  await page.selectOption('#format', 'f32');
  // The line markers: line 7 (s_cbranch_execz) is next, line 6 was just executed.
  assert.match(await page.locator('.gl[data-line="7"]').getAttribute('class'), /\bcur\b/);
  assert.match(await page.locator('.gl[data-line="6"]').getAttribute('class'), /\blast\b/);
  // The doc panel explains the instruction of a clicked line.
  const line3 = await page.locator('.gl[data-line="3"]').boundingBox();
  const ta = await page.locator('#source').boundingBox();
  await page.mouse.click(ta.x + 120, line3.y + line3.height / 2);
  await page.waitForSelector('#doc .doc-mn');
  assert.equal(await page.locator('#doc .doc-mn').textContent(), 'v_cvt_f32_u32');
  await page.screenshot({ path: join(SHOTS, 'stepping.png') });

  // Run to the end.
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  assert.equal(await cell(page, 2, 3), '5', 'v2 lane 3 = 3 * 1.5 + 0.5');
  assert.equal(await cell(page, 4, 3), '10', 'v4 lane 3 = v2 + v2');
  assert.equal(await cell(page, 2, 40), '0', 'lanes 32.. skipped the block');
  assert.equal(await laneBit(page, 'exec', 63), '1', 'EXEC restored');
  await page.selectOption('#format', 'u32');
  assert.equal(await cell(page, 5, 0), '1', 'v5 = lane + 1');
  assert.equal(await cell(page, 5, 40), '41');
  assert.equal(await page.locator('#step').isDisabled(), true, 'Step disabled after the end');
  await page.selectOption('#format', 'f32');
  await page.screenshot({ path: join(SHOTS, 'ended.png') });

  // Share on the other architecture; open the link in a fresh context (empty localStorage).
  await page.selectOption('#arch', 'gfx950');
  assert.equal(await status(page), 'ready', 'changing the arch re-assembles');
  await page.click('#share');
  await page.waitForSelector('#share-url');
  const url = page.url();
  assert.match(url, /#s1\.[A-Za-z0-9_-]+$/);
  assert.equal(await page.inputValue('#share-url'), url);
  {
    const other = await openPage();
    // A saved session in that browser too: the link must win over it.
    await other.context.addInitScript(() => {
      localStorage.setItem('lanescope.arch', 'gfx900');
      localStorage.setItem('lanescope.source', 's_endpgm\n');
    });
    await load(other.page, url);
    assert.equal(await other.page.inputValue('#source'), source, 'source round-trips');
    assert.equal(await other.page.inputValue('#arch'), 'gfx950', 'arch round-trips');
    await step(other.page);
    assert.equal(await cell(other.page, 1, 5), '0x40a00000');
    assert.deepEqual(other.errors, []);
    await other.context.close();
  }

  // Add an invalid line: the message appears right under it, and Step/Run are disabled.
  // A mouse click (page.click would scroll the wide textarea into view first).
  const gl1 = await page.locator('.gl[data-line="1"]').boundingBox();
  const area = await page.locator('#source').boundingBox();
  await page.mouse.click(area.x + 100, gl1.y + gl1.height / 2);
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Tab'); // the editor inserts four spaces
  await page.keyboard.type('v_bogus v7, v0\n');
  const lines = (await page.inputValue('#source')).split('\n').length;
  const badLine = lines - 1;
  await page.waitForSelector('.diag-msg');
  const msg = page.locator('.diag-msg');
  assert.match(await msg.textContent(), /invalid instruction/);
  assert.equal(await msg.getAttribute('data-line'), String(badLine));
  assert.equal(await msg.getAttribute('data-col'), '5');
  const lineBox = await page.locator(`.gl[data-line="${badLine}"]`).boundingBox();
  const msgBox = await msg.boundingBox();
  assert.ok(
    msgBox.y >= lineBox.y + lineBox.height - 2 && msgBox.y <= lineBox.y + lineBox.height + 4,
    `message right under line ${badLine}: line ${JSON.stringify(lineBox)}, message ${JSON.stringify(msgBox)}`,
  );
  assert.match(await page.locator(`.gl[data-line="${badLine}"]`).getAttribute('class'), /\berr\b/);
  assert.equal(await page.locator('#step').isDisabled(), true);
  assert.equal(await page.locator('#run').isDisabled(), true);
  assert.match(await status(page), /^1 error/);
  assert.equal(new URL(page.url()).hash, '', 'editing drops the stale share fragment');
  await page.screenshot({ path: join(SHOTS, 'error.png') });

  // A reload loses nothing: the edit and the arch come back from localStorage.
  const edited = await page.inputValue('#source');
  await load(page, page.url());
  assert.equal(await page.inputValue('#source'), edited);
  assert.equal(await page.inputValue('#arch'), 'gfx950');
  await page.waitForSelector('.diag-msg');

});

pageTest('mid-program view: changed cells, inactive lanes, column control (docs screenshot)', { timeout: 60_000 }, async ({ page }) => {
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await load(page, BASE_URL);
  // Through v_fma_f32 (line 9): v2 is written on lanes 0..31 only.
  await step(page, 7);
  assert.equal(await status(page), '7 steps');
  assert.match(await page.locator('.gl[data-line="10"]').getAttribute('class'), /\bcur\b/);
  for (const lane of [0, 17, 31]) {
    assert.match(await page.locator(`#vgpr-grid td[data-reg="2"][data-lane="${lane}"]`).getAttribute('class'), /\bchg\b/);
  }
  assert.equal(await page.locator('#vgpr-grid td[data-reg="2"][data-lane="32"]').getAttribute('class'), null);
  assert.equal(await cell(page, 2, 3), '0x40a00000', 'v2 lane 3 = 5.0f');
  assert.equal(await cell(page, 2, 40), '0x00000000', 'inactive lane untouched');

  // Every register is a column, but the DOM holds only the columns in view (plus a margin).
  const heads = await page.locator('#vgpr-grid thead th[data-reg]').count();
  assert.ok(heads > 6 && heads < 64, `${heads} register columns in the DOM`);
  assert.equal(await page.locator('#vgpr-grid thead th[data-reg="6"]').textContent(), 'v6');

  // The doc panel for the instruction just executed.
  const line9 = await page.locator('.gl[data-line="9"]').boundingBox();
  const area = await page.locator('#source').boundingBox();
  await page.mouse.click(area.x + 140, line9.y + line9.height / 2);
  await page.waitForSelector('#doc .doc-mn');
  assert.equal(await page.locator('#doc .doc-mn').textContent(), 'v_fma_f32');
  await page.mouse.move(area.x + area.width - 5, area.y + area.height - 5);
  await page.screenshot({ path: join(SHOTS, 'docs.png') });
});

pageTest('a damaged share link shows a banner and falls back to the default example', { timeout: 60_000 }, async ({ page }) => {
  await load(page, `${BASE_URL}#s1.not-a-real-link`);
  await page.waitForSelector('#banner');
  assert.match(await page.locator('#banner').textContent(), /Could not open the shared snippet: .*Showing the example instead\./);
  assert.match(await page.inputValue('#source'), /v_cvt_f32_u32 v1, v0/);
  assert.equal(new URL(page.url()).hash, '', 'damaged fragment removed');
  await step(page);
  assert.equal(await status(page), '1 step');
  await page.keyboard.press('F10'); // the keyboard shortcut for Step
  assert.equal(await status(page), '2 steps');
});

pageTest('run stops at the step budget on an endless loop', { timeout: 60_000 }, async ({ page }) => {
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.evaluate(() => {
    localStorage.setItem('lanescope.arch', 'gfx900');
    localStorage.setItem(
      'lanescope.source',
      ['    s_mov_b64 exec, 0', 'loop:', '    s_add_u32 s2, s2, 1', '    s_cbranch_execz loop', '    s_endpgm', ''].join('\n'),
    );
    localStorage.setItem('lanescope.format', 'u32');
  });
  await load(page, BASE_URL);
  assert.equal(await status(page), 'ready');
  await page.click('#run');
  await waitForStatus(page, /^stopped after 1000000 steps \(step budget\)$/);
  // One s_mov_b64, then 999,999 steps alternating s_add_u32 / s_cbranch_execz.
  assert.equal(await page.locator('#sgprs [data-sgpr="2"] .sv').textContent(), '500000');
  assert.equal(await page.locator('#run').textContent(), 'Run');
});

pageTest('messages the wave sends are shown', { timeout: 60_000 }, async ({ page }) => {
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.evaluate(() => {
    localStorage.setItem('lanescope.arch', 'gfx950');
    localStorage.setItem('lanescope.source', ['    s_nop 0', '    s_sendmsg sendmsg(MSG_INTERRUPT)', '    s_endpgm', ''].join('\n'));
  });
  await load(page, BASE_URL);
  assert.equal(await page.locator('#messages').isVisible(), false, 'no messages yet');
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  assert.equal(await page.locator('#messages').textContent(), 'messages: 0x4: sendmsg(MSG_INTERRUPT)');
});
