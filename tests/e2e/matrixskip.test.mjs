// End-to-end test of issue 17's matrix view skip: a step that writes none of the registers the
// view shows (a scalar op, a VGPR outside the operands) leaves the drawing untouched (no DOM
// mutation at all); a step writing an operand register redraws its cells.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/matrixskip.test.mjs
import assert from 'node:assert/strict';
import { e2eFile, load, withSource, waitForStatus } from './harness.mjs';

const { pageTest } = e2eFile();

// A bare snippet: v0 holds the lane id, so line 3 changes A's values.
const SOURCE = [
  's_mov_b32 s0, 1',
  'v_mov_b32 v40, 1.0',
  'v_mov_b32 v0, 1.0',
  'v_mfma_f32_32x32x8_f16 v[4:19], v[0:1], v[2:3], 0',
  's_endpgm',
].join('\n');

/** Steps once, waits for the status `status` and two frames, and returns the DOM mutations
 * of the matrix drawing meanwhile. */
async function stepMutations(page, status) {
  await page.evaluate(() => {
    window.__mx = 0;
    window.__mxObs?.disconnect();
    window.__mxObs = new MutationObserver((list) => {
      window.__mx += list.length;
    });
    window.__mxObs.observe(document.querySelector('#matrix-view'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await page.click('#step');
  await waitForStatus(page, status);
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.__mx)))),
  );
}

pageTest('a step writing none of the shown registers leaves the matrix drawing alone', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx950', SOURCE);
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.waitForSelector('#matrix-view table.mx[data-part="A"] td');
  const a = '#matrix-view table.mx[data-part="A"] tbody tr:nth-child(2) td:nth-of-type(1)';
  const before = await page.textContent(a);
  assert.equal(await stepMutations(page, /^1 step$/), 0, 'scalar write: no mutation');
  assert.equal(await stepMutations(page, /^2 steps$/), 0, 'v40 write: no mutation');
  assert.ok((await stepMutations(page, /^3 steps$/)) > 0, 'v0 write: A redrawn');
  assert.notEqual(await page.textContent(a), before);
});
