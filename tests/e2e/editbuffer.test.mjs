// End-to-end test of issue 18's buffer editing: clicking a buffer element before the first step
// sets it in the launch & data text (a generated buffer becomes a list), so Run uses it and a
// share link carries it; after the first step the click changes the running machine's memory.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/editbuffer.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage, load, example, waitForStatus, SHOTS, answer } from './harness.mjs';

const { browser, pageTest } = e2eFile();

const y10 = '#buffers [data-buffer="y"] .bc[data-index="10"] .bv';

pageTest('a clicked buffer element sets its initial value; Run uses it; a share link carries it', { timeout: 120_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page, errors }) => {
  await example(page, 'saxpy');
  assert.equal(await page.textContent(y10), '1.0');
  const asked = answer(page, '5');
  await page.click(y10);
  assert.match(await asked, /^New value of y\[10\]/);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '5.0', y10);
  assert.match(await page.inputValue('#data'), /name = "y"[\s\S]*data = \[1\.0, 1\.0,/);
  await page.screenshot({ path: join(SHOTS, 'editbuffer.png') });
  await page.click('#share');
  await page.waitForSelector('#share-url');
  const url = page.url();
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  // y = 2 * x + y with x[10] = 10, y[10] = 5.
  assert.equal(await page.textContent(y10), '25.0');
  // After the first step an edit goes into the running machine's memory, not into the
  // launch & data text: reset, step once, set y[10] = 1, run: 2 * 10 + 1.
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  await page.click('#step');
  await waitForStatus(page, /^1 step$/);
  const data = await page.inputValue('#data');
  const live = answer(page, '1');
  await page.click(y10);
  assert.match(await live, /^New value of y\[10\]/);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '1.0', y10);
  await waitForStatus(page, /^1 step$/);
  assert.equal(await page.inputValue('#data'), data, 'a live edit leaves the initial state alone');
  await page.screenshot({ path: join(SHOTS, 'editbuffer-live.png') });
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  assert.equal(await page.textContent(y10), '21.0');
  // Reset goes back to the initial state (y[10] = 5), which the edit did not change.
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.textContent(y10), '5.0');
  {
    const other = await openPage(browser());
    await load(other.page, url);
    await other.page.waitForSelector(y10);
    assert.equal(await other.page.textContent(y10), '5.0');
    assert.deepEqual(other.errors, []);
    await other.context.close();
  }
  // A bad value is refused with its reason.
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  const seen = [];
  page.on('dialog', async (d) => {
    seen.push([d.type(), d.message()]);
    await (d.type() === 'prompt' ? d.accept('x1') : d.dismiss());
  });
  await page.click(y10);
  await page.waitForFunction(() => true);
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(seen.map((d) => d[0]), ['prompt', 'alert']);
  assert.match(seen[1][1], /not a number/);
});

pageTest('buffer elements by keyboard: arrows move, Enter changes the element', { timeout: 90_000 }, async ({ page }) => {
  await example(page, 'saxpy');
  await page.focus('#buffers .bufs');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#buffers [data-buffer="x"] .bc.kbd[data-index="2"]');
  const asked = answer(page, '7');
  await page.keyboard.press('Enter');
  assert.match(await asked, /^New value of x\[2\]/);
  await page.waitForFunction(
    () => document.querySelector('#buffers [data-buffer="x"] .bc[data-index="2"] .bv')?.textContent === '7.0',
  );
});
