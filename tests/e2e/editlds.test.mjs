// End-to-end test of issue 18's LDS editing: the LDS view shows the words of a program that
// uses the LDS; a clicked word set before the first step goes into `[init.lds]` (a share link
// carries it, the program reads it), and during a run into the running machine.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/editlds.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS, answer } from './harness.mjs';

const { pageTest } = e2eFile();

const SRC = 'v_mov_b32 v0, 0\nds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)\nds_read_b32 v2, v0 offset:4\ns_waitcnt lgkmcnt(0)\ns_endpgm\n';
const word = (i) => `#lds-words .lw[data-word="${i}"]`;

for (const size of [{ width: 1600, height: 1000 }, { width: 1280, height: 720 }]) {
  pageTest(`LDS words are editable before and during a run (${size.width}×${size.height})`, { timeout: 120_000, viewport: size }, async ({ context, page }) => {
    await withSource(context, 'gfx900', SRC);
    await load(page);
    await waitForStatus(page, /^ready$/);
    assert.match(await page.textContent(word(0)), /^b000000000$/);
    assert.match(await page.getAttribute(word(33), 'title'), /^0x84 · bank 1 /);
    // Before the first step: into [init.lds], by byte address.
    let asked = answer(page, '0x2a');
    await page.click(word(0));
    assert.match(await asked, /^New value of the LDS word at 0x0/);
    await page.waitForFunction(() => /\[init\.lds\]\n"?0x0"? = "0x2a"/.test(document.querySelector('#data').value));
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'b00000002a', word(0));
    await page.click('#share');
    await page.waitForSelector('#share-url');
    const url = await page.inputValue('#share-url');
    await page.click('#step');
    await page.click('#step');
    await page.click('#step');
    await waitForStatus(page, /^3 steps$/);
    assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="0"]'), '0x0000002a');
    // During a run: into the machine (the next ds_read sees it), not into [init.lds].
    const data = await page.inputValue('#data');
    asked = answer(page, '1.5');
    await page.click(word(1));
    await asked;
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'b13fc00000', word(1));
    await waitForStatus(page, /^3 steps$/);
    assert.equal(await page.inputValue('#data'), data);
    await page.screenshot({ path: join(SHOTS, `editlds-${size.width}.png`) });
    await page.click('#run');
    await waitForStatus(page, /^ended after \d+ steps$/);
    assert.equal(await page.textContent('#vgpr-grid td[data-reg="2"][data-lane="0"]'), '0x3fc00000');
    // Step back from the end stays consistent with the edit.
    await page.keyboard.press('Shift+F10');
    await waitForStatus(page, /^5 steps$/);
    assert.equal(await page.textContent(word(1)), 'b13fc00000');
    // Keyboard: arrows move over the words, Enter asks.
    await page.click('#reset');
    await waitForStatus(page, /^ready$/);
    assert.equal(await page.textContent(word(1)), 'b100000000', 'reset: the live edit is gone');
    await page.focus('#lds-words .ldsw-wrap');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`${word(1)}.kbd`);
    asked = answer(page, '9');
    await page.keyboard.press('Enter');
    await asked;
    await page.waitForFunction(() => /"?0x4"? = "0x9"/.test(document.querySelector('#data').value));
    // The share link carries the first edit.
    const fresh = await context.browser().newContext({ viewport: size });
    const p2 = await fresh.newPage();
    await load(p2, url);
    await waitForStatus(p2, /^ready$/);
    assert.equal(await p2.textContent(word(0)), 'b00000002a');
    await fresh.close();
  });
}

pageTest('a program without ds_* instructions shows no LDS view', { timeout: 60_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', 's_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.$('#lds-words'), null);
});
