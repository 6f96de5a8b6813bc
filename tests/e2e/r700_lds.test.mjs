// End-to-end test of the LDS view on R700 (issue 18): the gallery's rv770 LDS kernel shows its
// 16 KB LDS as words (bank = word mod 4); a word set before the first step goes into
// `[init.lds]` (a share link carries it), the run's owner writes show up, and a word set
// during the run goes into the running machine only.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/r700_lds.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, example, load, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

/** Answers the next prompt with `text`; resolves to its message. */
function answer(page, text) {
  return new Promise((resolve) => {
    page.once('dialog', async (d) => {
      const msg = d.message();
      await (d.type() === 'prompt' ? d.accept(text) : d.dismiss());
      resolve(msg);
    });
  });
}

const word = (i) => `#lds-words .lw[data-word="${i}"]`;
const text = (page, i) => page.textContent(word(i));

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`rv770: the LDS words are shown and editable (${size.width}×${size.height})`, { timeout: 120_000, viewport: size }, async ({ context, page }) => {
    await example(page, 'r700_lds');
    await page.waitForSelector('#lds-words');
    assert.match(await page.textContent('#lds-words .panel-h'), /bank = word mod 4/);
    // Word 17: bank 1, dword 4 (lane 5's x after the owner write).
    assert.match(await page.getAttribute(word(17), 'title'), /^0x44 · bank 1 /);
    assert.equal(await text(page, 17), 'b100000000');
    // Before the first step: into [init.lds].
    let asked = answer(page, '0x2a');
    await page.click(word(40));
    assert.match(await asked, /^New value of the LDS word at 0xa0/);
    await page.waitForFunction(() => /\[init\.lds\]\n"?0xa0"? = "0x2a"/.test(document.querySelector('#data').value));
    await waitForStatus(page, /^ready$/);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'b00000002a', word(40));
    await page.click('#share');
    await page.waitForSelector('#share-url');
    const url = await page.inputValue('#share-url');
    // The run writes lane t's four values to bank t mod 4.
    await page.click('#run');
    await waitForStatus(page, /^ended after \d+ steps?$/);
    assert.equal(await text(page, 17), 'b100000032', 'lane 5 wrote 50 to bank 1, dword 4');
    assert.equal(await text(page, 40), 'b00000002a');
    // During the run (after a step back from the end): into the machine, not [init.lds].
    await page.keyboard.press('Shift+F10');
    await waitForStatus(page, /^\d+ steps?$/);
    const data = await page.inputValue('#data');
    asked = answer(page, '7');
    await page.click(word(41));
    await asked;
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'b100000007', word(41));
    assert.equal(await page.inputValue('#data'), data);
    await page.screenshot({ path: join(SHOTS, `r700-lds-${size.width}.png`) });
    await page.click('#reset');
    await waitForStatus(page, /^ready$/);
    assert.equal(await text(page, 41), 'b100000000', 'reset: the live edit is gone');
    assert.equal(await text(page, 40), 'b00000002a', 'reset: [init.lds] stays');
    // The share link carries the edit made before the first step.
    const fresh = await context.browser().newContext({ viewport: size });
    const p2 = await fresh.newPage();
    await load(p2, url);
    await waitForStatus(p2, /^ready$/);
    assert.equal(await p2.inputValue('#arch'), 'rv770');
    assert.equal(await p2.textContent(word(40)), 'b00000002a');
    await fresh.close();
  });
}
