// End-to-end test of issue 18's buffer editing: clicking a buffer element before the first step
// sets it in the launch & data text (a generated buffer becomes a list), so Run uses it and a
// share link carries it; after the first step the click says to reset first.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/editbuffer.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage, load, example, waitForStatus, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

/** Answers the next dialog (prompt: with `text`); resolves to its type and message. */
function answer(page, text) {
  return new Promise((resolve) => {
    page.once('dialog', async (d) => {
      const seen = [d.type(), d.message()];
      await (d.type() === 'prompt' ? d.accept(text) : d.dismiss());
      resolve(seen);
    });
  });
}

const y10 = '#buffers [data-buffer="y"] .bc[data-index="10"] .bv';

pageTest('a clicked buffer element sets its initial value; Run uses it; a share link carries it', { timeout: 120_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page, errors }) => {
  await example(page, 'saxpy');
  assert.equal(await page.textContent(y10), '1.0');
  const asked = answer(page, '5');
  await page.click(y10);
  assert.match((await asked)[1], /^New value of y\[10\]/);
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
  // After the first step the element cannot be changed: the click says why.
  const refused = answer(page, '');
  await page.click(y10);
  const [type, msg] = await refused;
  assert.equal(type, 'alert');
  assert.match(msg, /before the first step/);
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
  assert.match((await asked)[1], /^New value of x\[2\]/);
  await page.waitForFunction(
    () => document.querySelector('#buffers [data-buffer="x"] .bc[data-index="2"] .bv')?.textContent === '7.0',
  );
});
