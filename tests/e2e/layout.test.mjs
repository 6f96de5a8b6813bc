// End-to-end tests of issue 18's layout: at 1280 x 720 the lane grid gets real height next to
// the matrix view, panels collapse (and expand) from their headers, the matrix view is
// resizable; float examples open in the f32 view and my code goes back to the user's format.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/layout.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, example, withSource, waitForStatus, SHOTS } from './harness.mjs';

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

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`the toolbar keeps one row at ${size.width}x${size.height}`, { timeout: 120_000, viewport: size }, async ({ page }) => {
    // A multi-wave kernel (the wave picker shows), an R700 example (the step granularity) and
    // the Share button's longest label.
    for (const id of ['reduce_lds', 'r700_compute', 'mfma_f16_gemm']) {
      await example(page, id);
      await page.click('#share');
      await page.waitForFunction(() => /Link/.test(document.querySelector('#share').textContent));
      const { height, rows, right } = await page.evaluate(() => {
        const bar = document.querySelector('.toolbar');
        const boxes = [...bar.children].map((c) => c.getBoundingClientRect());
        // One row: every control's vertical middle within a few pixels of the first one's.
        const mid = (b) => b.top + b.height / 2;
        const rows = boxes.every((b) => Math.abs(mid(b) - mid(boxes[0])) <= 4) ? 1 : 2;
        const right = Math.max(...boxes.map((b) => b.right));
        return { height: bar.getBoundingClientRect().height, rows, right };
      });
      assert.ok(height <= 44, `${id}: toolbar ${height}px high`);
      assert.equal(rows, 1, `${id}: one row`);
      assert.ok(right <= size.width, `${id}: nothing past the right edge (${right})`);
      const share = await page.evaluate(() => document.querySelector('#share').getBoundingClientRect().height);
      assert.ok(share <= 28, `${id}: the Share label keeps one line (${share}px)`);
      const cut = await page.evaluate(() => {
        const s = document.querySelector('#status');
        return s.scrollWidth - s.clientWidth;
      });
      assert.ok(cut <= 0, `${id}: the status "${await page.textContent('#status')}" is not cut (${cut}px)`);
      await page.screenshot({ path: join(SHOTS, `toolbar-${id}-${size.width}.png`), clip: { x: 0, y: 0, ...size, height: 60 } });
    }
    // What moved into the "more" menu is still reachable, from the keyboard too.
    await page.focus('#more > summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#listing-toggle', { state: 'visible' });
    assert.ok(await page.isVisible('#theme'));
    for (const id of ['step-over', 'step-group', 'reset', 'help']) {
      assert.ok(await page.getAttribute(`#${id}`, 'aria-label'), `#${id} is named`);
      assert.ok(await page.getAttribute(`#${id}`, 'title'), `#${id} has a title`);
    }
    // Escape and a press outside close the menu.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#listing-toggle', { state: 'hidden' });
    await page.click('#more > summary');
    await page.waitForSelector('#listing-toggle', { state: 'visible' });
    await page.click('#status');
    await page.waitForSelector('#listing-toggle', { state: 'hidden' });
    assert.match(await page.getAttribute('#step-over', 'title'), /Alt\+F10/);
    assert.match(await page.getAttribute('#step-group', 'title'), /F8/);
  });
}

const LONG = `; ${'a long comment that explains the next instruction in far too many words, '.repeat(4)}end`;

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`a ${LONG.length}-character comment wraps at ${size.width}x${size.height}`, { timeout: 90_000, viewport: size }, async ({ context, page }) => {
    await withSource(context, 'gfx900', `v_mov_b32 v0, 1\n${LONG}\nv_mov_b32 v1, 2\ns_endpgm\n`);
    await load(page);
    await waitForStatus(page, /^ready$/);
    const scroll = await page.evaluate(() => {
      const s = document.querySelector('.editor-scroll');
      return s.scrollWidth - s.clientWidth;
    });
    assert.ok(scroll <= 1, `no horizontal scroll (${scroll}px)`);
    // Line 2 takes several rows; line 3's number sits beside line 3's text.
    await page.waitForFunction(() => document.querySelector('.gl[data-line="2"]').getBoundingClientRect().height > 40);
    const geo = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const lines = document.querySelectorAll('pre.hl .ln');
      return {
        num: box(document.querySelector('.gl[data-line="3"]')).top,
        text: box(lines[2]).top,
        wrapped: box(lines[1]).height,
      };
    });
    assert.ok(geo.wrapped >= 3 * 18, `the comment wraps (${geo.wrapped}px)`);
    assert.ok(Math.abs(geo.num - geo.text) < 1, `line 3: number at ${geo.num}, text at ${geo.text}`);
    // The caret after a click on line 3's text is on line 3 (F9 puts the breakpoint there),
    // and stepping puts the current-line bar on line 3.
    const at = await page.evaluate(() => {
      const b = document.querySelectorAll('pre.hl .ln')[2].getBoundingClientRect();
      return { x: b.left + 40, y: b.top + b.height / 2 };
    });
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('F9');
    await page.waitForSelector('.gl.bp[data-line="3"]');
    await page.click('#step');
    await waitForStatus(page, /^1 step$/);
    const bar = await page.evaluate(() => {
      const b = document.querySelector('.line-bar.cur').getBoundingClientRect();
      return { top: b.top, text: document.querySelectorAll('pre.hl .ln')[2].getBoundingClientRect().top };
    });
    assert.ok(Math.abs(bar.top - bar.text) < 1, `current-line bar at ${bar.top}, line 3 at ${bar.text}`);
    await page.screenshot({ path: join(SHOTS, `wrap-${size.width}.png`) });
  });
}
