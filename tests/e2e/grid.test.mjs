// End-to-end tests of the virtualised lane grid (issue 17): every VGPR and AGPR of gfx950 is
// a column reached by scrolling or by name (#grid-goto), only the columns in view are in the
// DOM, and a step rewrites only the cells it changed, in place.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/grid.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const PROGRAM = [
  'v_mov_b32 v1, 0x11',
  'v_mov_b32 v255, 0xabc',
  'v_accvgpr_write_b32 a255, v255',
  'v_accvgpr_write_b32 a5, v1',
  's_endpgm',
  '',
].join('\n');

const cell = (page, reg, lane) => page.locator(`#vgpr-grid td[data-reg="${reg}"][data-lane="${lane}"]`);

/** Types `name` into the go-to box and presses Enter. */
async function goTo(page, name) {
  await page.fill('#grid-goto', name);
  await page.press('#grid-goto', 'Enter');
}

pageTest('v255 and a255 are reached by scrolling and by name', { timeout: 120_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page }) => {
  await withSource(context, 'gfx950', PROGRAM);
  await load(page);
  await waitForStatus(page, /^ready$/);
  // Virtualised: the first columns are in the DOM, the far ones are not.
  const heads = await page.locator('#vgpr-grid thead th[data-reg]').count();
  assert.ok(heads >= 8 && heads < 48, `${heads} columns in the DOM`);
  assert.equal(await page.locator('#vgpr-grid th[data-reg="511"]').count(), 0);
  assert.match(
    await page.locator('#cols-label').textContent(),
    /^v0–v\d+ in view · VGPRs v0–v255, AGPRs a0–a255 · program uses v0–v255, a0–a255$/,
  );
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);

  // Scroll to the far right end: a255 is the last column.
  await page.evaluate(() => {
    const g = document.querySelector('#vgpr-grid');
    g.scrollLeft = g.scrollWidth;
  });
  await page.waitForSelector('#vgpr-grid th.acc[data-reg="511"]');
  assert.equal(await page.locator('#vgpr-grid th[data-reg="511"]').textContent(), 'a255');
  assert.equal(await cell(page, 511, 63).textContent(), '0x00000abc');
  assert.equal(await page.locator('#vgpr-grid td[data-reg="0"]').count(), 0, 'v0 left the DOM');
  assert.match(await page.locator('#cols-label').textContent(), /^a\d+–a255 in view/);
  await page.screenshot({ path: join(SHOTS, 'grid-a255.png') });

  // Go to v255 by name: scrolled there and outlined.
  await goTo(page, 'v255');
  await page.waitForSelector('#vgpr-grid th.goto[data-reg="255"]');
  assert.equal(await cell(page, 255, 0).textContent(), '0x00000abc');
  assert.match(await cell(page, 255, 0).getAttribute('class'), /\bgoto\b/);
  const box = await page.locator('#vgpr-grid th[data-reg="255"]').boundingBox();
  const grid = await page.locator('#vgpr-grid').boundingBox();
  assert.ok(box.x >= grid.x && box.x + box.width <= grid.x + grid.width, 'v255 is in view');

  // a5 (vector number 261), case and spaces ignored.
  await goTo(page, ' A5 ');
  await page.waitForSelector('#vgpr-grid th.goto[data-reg="261"]');
  assert.equal(await cell(page, 261, 40).textContent(), '0x00000011');
  assert.equal(await page.locator('#vgpr-grid th.goto').count(), 1);
  await page.screenshot({ path: join(SHOTS, 'grid-goto-a5.png') });

  // A name that is no register: the box says so, nothing moves.
  await goTo(page, 'v300');
  await page.waitForSelector('#grid-goto.bad');
  assert.match(await page.locator('#grid-goto').getAttribute('title'), /no register 'v300'/);
  assert.equal(await page.locator('#vgpr-grid th.goto[data-reg="261"]').count(), 1);
  await goTo(page, 'a5');
  assert.equal(await page.locator('#grid-goto.bad').count(), 0);
});

pageTest('a step rewrites only the cells it changed, in place', { timeout: 120_000, viewport: { width: 1280, height: 720 } }, async ({ context, page }) => {
  await withSource(context, 'gfx950', PROGRAM);
  await load(page);
  await waitForStatus(page, /^ready$/);
  // Counts the distinct cells (td/th) whose text or class changes, and keeps the table element.
  await page.evaluate(() => {
    window.__table = document.querySelector('#vgpr-grid table');
    window.__touched = new Set();
    new MutationObserver((list) => {
      for (const m of list) {
        const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
        const c = el?.closest('td, th');
        if (c) window.__touched.add(`${c.tagName}:${c.dataset.reg ?? ''}:${c.parentElement.dataset.lane ?? 'h'}`);
      }
    }).observe(document.querySelector('#vgpr-grid'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'title'],
    });
  });
  const touched = () =>
    page.evaluate(() => {
      const t = [...window.__touched].sort();
      window.__touched.clear();
      return t;
    });
  // Step 1 writes v1 on every lane: its 64 cells and its header, nothing else.
  await page.click('#step');
  await waitForStatus(page, /^1 step$/);
  let t = await touched();
  assert.equal(t.filter((k) => k.startsWith('TD:1:')).length, 64);
  assert.deepEqual(
    t.filter((k) => !k.startsWith('TD:1:')),
    ['TH:1:h'],
  );
  assert.equal(await cell(page, 1, 63).textContent(), '0x00000011');
  assert.match(await cell(page, 1, 63).getAttribute('class'), /\bchg\b/);
  // Step 2 writes v255 (not in view): only v1's change marks go.
  await page.click('#step');
  await waitForStatus(page, /^2 steps$/);
  t = await touched();
  assert.equal(t.length, 65, t.join(' '));
  assert.equal(await cell(page, 1, 63).getAttribute('class'), null);
  assert.equal(await page.evaluate(() => document.querySelector('#vgpr-grid table') === window.__table), true);
  // Step back restores the value and the marks (in place too).
  await page.keyboard.press('Shift+F10');
  await waitForStatus(page, /^1 step$/);
  assert.match(await cell(page, 1, 0).getAttribute('class'), /\bchg\b/);
  assert.equal(await page.evaluate(() => document.querySelector('#vgpr-grid table') === window.__table), true);
  await page.screenshot({ path: join(SHOTS, 'grid-step-1280.png') });
});

pageTest('rv770: every GPR component is a column and R3 is found by name', { timeout: 120_000 }, async ({ page }) => {
  await load(page);
  await page.evaluate(() => localStorage.clear());
  await load(page);
  await page.selectOption('#arch', 'rv770');
  await waitForStatus(page, /^ready$/);
  assert.match(await page.locator('#cols-label').textContent(), /^R0\.x–R\d+\.[xyzw] in view · GPRs R0–R127/);
  await goTo(page, 'R100');
  await page.waitForSelector('#vgpr-grid th.goto');
  assert.equal(await page.locator('#vgpr-grid th.goto').textContent(), 'R100.x');
  await page.evaluate(() => {
    const g = document.querySelector('#vgpr-grid');
    g.scrollLeft = g.scrollWidth;
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#vgpr-grid thead th')].some((th) => th.textContent === 'R127.w'),
  );
});

pageTest('hovering a matrix element held in AGPRs brings its grid column into view, marked', { timeout: 120_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page }) => {
  await withSource(context, 'gfx950', 'v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], 0\ns_endpgm\n');
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.waitForSelector('#matrix-view .mx-op[data-part="D"] td[data-regs]');
  assert.equal(await page.locator('#vgpr-grid th[data-reg="256"]').count(), 0, 'a0 is scrolled away');
  await page.locator('#matrix-view .mx-op[data-part="D"] td[data-regs]').first().hover();
  await page.waitForSelector('#vgpr-grid td.mx-hl');
  const reg = Number(await page.locator('#vgpr-grid td.mx-hl').first().getAttribute('data-reg'));
  assert.ok(reg >= 256 && reg < 260, `marked a${reg - 256}`);
});
