// End-to-end test of issue 17's matrix redraw: a step rewrites only the cells whose value
// changed; the tables (and every cell element) of the layout stay in the page.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/matrixredraw.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, example, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

for (const size of [{ width: 1600, height: 1000 }, { width: 1280, height: 720 }]) {
  pageTest(`a step redraws the changed matrix cells in place (${size.width}x${size.height})`, { timeout: 90_000, viewport: size }, async ({ context, page }) => {
    await example(page, 'mfma_f16_gemm');
    await page.waitForSelector('#matrix-view table.mx');
    // Tag every cell element; a redraw that re-created the DOM would lose the tags.
    const cells = await page.evaluate(() => {
      const tds = document.querySelectorAll('#matrix-view table.mx td');
      tds.forEach((td, i) => {
        td.dataset.tag = String(i);
      });
      return tds.length;
    });
    const d39 = '#matrix-view table.mx[data-part="D"] tbody tr:nth-child(4) td:nth-of-type(10)';
    assert.equal(await page.textContent(d39), '0');
    await page.click('#step');
    await waitForStatus(page, /^1 step$/);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent !== '0', d39);
    const kept = await page.evaluate(() => document.querySelectorAll('#matrix-view table.mx td[data-tag]').length);
    assert.equal(kept, cells, 'every cell element stayed');
    assert.match(await page.getAttribute(d39, 'title'), /^D\[0\]\[3\]\[9\] = (?!0 )/);
    await page.screenshot({ path: join(SHOTS, `matrix-redraw-${size.width}.png`) });
    // Reset draws the initial values into the same cells.
    await page.click('#reset');
    await waitForStatus(page, /^ready$/);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '0', d39);
    assert.equal(await page.evaluate(() => document.querySelectorAll('#matrix-view table.mx td[data-tag]').length), cells);
  });
}
