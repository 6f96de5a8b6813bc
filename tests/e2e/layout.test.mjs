// End-to-end tests of issue 18's layout: at 1280 x 720 the lane grid gets real height next to
// the matrix view, panels collapse (and expand) from their headers, the matrix view is
// resizable; float examples open in the f32 view and my code goes back to the user's format.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/layout.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, example, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const gridHeight = (page) => page.evaluate(() => document.querySelector('#vgpr-grid').getBoundingClientRect().height);

pageTest('1280x720: the lane grid has room; panels collapse and expand; the matrix view resizes', { timeout: 90_000, viewport: { width: 1280, height: 720 } }, async ({ page }) => {
  await example(page, 'mfma_f16_gemm');
  await page.waitForSelector('#matrix-view table.mx');
  const start = await gridHeight(page);
  assert.ok(start >= 180, `grid ${start}px next to the matrix view`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#matrix')).resize), 'vertical');
  await page.click('#matrix-toggle');
  assert.equal(await page.getAttribute('#matrix-toggle', 'aria-expanded'), 'false');
  assert.equal(await page.isVisible('#matrix-view'), false);
  await page.click('#scalar-toggle');
  assert.equal(await page.isVisible('#exec-strip'), false);
  const open = await gridHeight(page);
  assert.ok(open >= 500, `grid ${open}px with the panels collapsed`);
  await page.screenshot({ path: join(SHOTS, 'layout-collapsed-1280.png') });
  // By keyboard: the toggle is a button.
  await page.focus('#matrix-toggle');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#matrix-view table.mx');
  assert.equal(await page.getAttribute('#matrix-toggle', 'aria-expanded'), 'true');
  await page.click('#data-toggle');
  assert.equal(await page.isVisible('#data'), false);
});

pageTest('float examples open in the f32 view; my code keeps the format the user picked', { timeout: 90_000, viewport: { width: 1600, height: 1000 } }, async ({ page }) => {
  await example(page, 'divergent_loop');
  assert.equal(await page.inputValue('#format'), 'hex');
  await page.selectOption('#gallery', 'saxpy');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#format'), 'f32');
  await page.selectOption('#gallery', 'mfma_f16_gemm');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#format'), 'f32');
  await page.click('#step');
  await waitForStatus(page, /^1 step$/);
  // D[0][0] in v4 lane 0 as a float.
  assert.doesNotMatch(await page.textContent('#vgpr-grid td[data-reg="4"][data-lane="0"]'), /^0x/);
  await page.screenshot({ path: join(SHOTS, 'float-view-1600.png') });
  await page.selectOption('#gallery', '');
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.inputValue('#format'), 'hex');
});

pageTest('keyboard focus shows a ring on buttons, the EXEC strip, the matrix view and the lane grid', { timeout: 60_000 }, async ({ page }) => {
  await example(page, 'mfma_f16_gemm');
  await page.waitForSelector('#matrix-view table.mx');
  const ring = (sel) =>
    page.evaluate((s) => {
      const st = getComputedStyle(document.querySelector(s));
      return [st.outlineStyle, parseFloat(st.outlineWidth)];
    }, sel);
  // Keyboard focus (Tab) is what :focus-visible marks.
  await page.focus('#reset');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'reset');
  for (const sel of ['#reset', '#exec-strip', '#matrix-view', '#vgpr-grid']) {
    await page.focus(sel);
    await page.keyboard.press('Shift');
    const [style, width] = await ring(sel);
    assert.notEqual(style, 'none', `${sel} has a focus ring`);
    assert.ok(width >= 1, `${sel} ring ${width}px`);
  }
  await page.focus('#exec-strip');
  await page.screenshot({ path: join(SHOTS, 'focus-ring.png'), clip: { x: 720, y: 60, width: 720, height: 140 } });
});
