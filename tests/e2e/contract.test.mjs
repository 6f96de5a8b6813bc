// Issue 18's keyboard contract as its acceptance checks state it, at 1280×720 and 1600×1000 in
// the light scheme: F9 toggles a breakpoint on the caret's line and a Run that stops there says
// "breakpoint" in #status; Shift+F10 steps back (the step count goes down by one); Ctrl+F10 runs
// to the caret's line; "?" outside the editor opens a role="dialog"; the page follows
// prefers-color-scheme: light.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/contract.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { caretTo, e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const LOOP = ['s_mov_b32 s0, 5', 'loop:', 'v_add_u32 v1, v1, v0', 's_sub_u32 s0, s0, 1', 's_cmp_lg_u32 s0, 0', 's_cbranch_scc1 loop', 's_endpgm'].join('\n');

const stepCount = async (page) => Number(/(\d+) steps?\b/.exec(await page.textContent('#status'))?.[1]);

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`the keyboard contract holds at ${size.width}×${size.height} (light)`, { timeout: 90_000, viewport: size }, async ({ context, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await withSource(context, 'gfx900', LOOP);
    await load(page);
    await waitForStatus(page, /^ready$/);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(246, 248, 250)');
    await caretTo(page, 3);
    await page.keyboard.press('F9');
    await page.waitForSelector('.gutter .gl.bp[data-line="3"]');
    await page.click('#run');
    await waitForStatus(page, /breakpoint/);
    await page.click('#run');
    await waitForStatus(page, /^breakpoint at line 3, .* — 5 steps$/);
    await page.keyboard.press('Shift+F10');
    await page.waitForFunction(() => /^4 steps$/.test(document.querySelector('#status').textContent));
    assert.equal(await stepCount(page), 4);
    await page.keyboard.press('F9');
    await page.waitForFunction(() => !document.querySelector('.gutter .gl.bp'));
    await caretTo(page, 7);
    await page.keyboard.press('Control+F10');
    await waitForStatus(page, /^reached line 7, wave 0 — \d+ steps$/);
    await page.focus('#step');
    await page.keyboard.press('?');
    await page.locator('[role="dialog"]').waitFor();
    await page.screenshot({ path: join(SHOTS, `contract-${size.width}.png`) });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });
}
