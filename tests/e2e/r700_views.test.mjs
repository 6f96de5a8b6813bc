// End-to-end flow of the R700 views (issue 16 §4): pick rv770, step by group and by slot and
// read the issue bundle (slots x/y/z/w/t, literals, the read-port grid), the lane states and
// the stack after a push (loop example), and the framebuffer after the exports (8×8
// gradient). Screenshots at 1600×1000 and 1280×720, in both themes.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/r700_views.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, openPage, load, waitForStatus, SHOTS } from './harness.mjs';

const { browser } = e2eFile();

/** The bundle view's slots: label, instruction text and whether the cursor is on it. */
function slots(page) {
  return page.$$eval('#bundle-view tr.bd-slot', (rows) =>
    rows.map((r) => ({
      label: r.dataset.slot,
      text: r.querySelector('.bd-text').textContent,
      cur: r.classList.contains('cur'),
    })),
  );
}

/** Picks granularity `name` (`group`, `slot`, `CF`, `clause`) in the selector beside Step. */
async function stepBy(page, name) {
  const value = await page.$eval(
    '#step-by',
    (s, n) => [...s.options].find((o) => o.textContent === n)?.value,
    name,
  );
  assert.notEqual(value, undefined, `granularity ${name} offered`);
  await page.selectOption('#step-by', value);
}

/** Clicks Step and waits for the step count to move (or the bundle cursor to move). */
async function step(page) {
  const before = await page.$eval('#vliw', (v) => v.innerHTML);
  await page.click('#step');
  await page.waitForFunction((b) => document.querySelector('#vliw')?.innerHTML !== b, before);
}

test('rv770 views: bundle by group and slot, read ports, stack, framebuffer', { timeout: 240_000 }, async () => {
  for (const [viewport, theme] of [
    [{ width: 1600, height: 1000 }, 'dark'],
    [{ width: 1280, height: 720 }, 'light'],
  ]) {
    const { context, page, errors } = await openPage(browser(), viewport);
    const tag = `${viewport.width}x${viewport.height}`;
    await load(page);
    await page.evaluate(() => localStorage.clear());
    await load(page);
    await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
    await page.selectOption('#theme', theme);
    await page.selectOption('#arch', 'rv770');
    await waitForStatus(page, /^ready$/);
    await load(page, page.url());
    await page.selectOption('#arch', 'rv770');
    await waitForStatus(page, /^ready$/);

    // The granularities come from the machine; GCN offers none.
    const offered = await page.$$eval('#step-by option', (o) => o.map((x) => x.textContent));
    assert.deepEqual(offered, ['step', 'CF', 'clause', 'group', 'slot']);

    // The first group is pending: MUL_IEEE on x and y, z/w/t empty, a literal, the port grid.
    let s = await slots(page);
    assert.deepEqual(s.map((x) => x.label), ['x', 'y', 'z', 'w', 't']);
    assert.match(s[0].text, /^MUL_IEEE\s+T0\.X, T0\.X, literal\.x,$/);
    assert.match(s[1].text, /^MUL_IEEE \* T0\.Y/);
    assert.equal(s[4].text, '—');
    assert.match(await page.textContent('#bundle-view .bd-lits'), /literal\.x = 0x3e000000 \(0\.125\)/);
    const heads = await page.$$eval('#bundle-view .pg thead th', (t) => t.map((x) => x.textContent));
    assert.deepEqual(heads, ['', 'bank X', 'bank Y', 'bank Z', 'bank W']);
    assert.equal(await page.locator('#bundle-view .pg tbody tr').count(), 3);
    assert.equal(await page.textContent('#bundle-view .pg tbody tr:first-child td:nth-child(2)'), 'R0.X (x src0)');
    assert.equal(await page.locator('#bundle-view .pg td.conflict').count(), 0);
    assert.match(await page.textContent('#bundle-view .pg-note'), /x VEC_012 · y VEC_012/);
    // The listing marks the pending group's lines.
    await page.evaluate(() => { document.querySelector('#more').open = true; }); // the toolbar's "more" menu
    await page.click('#listing-toggle');
    assert.equal(await page.locator('#listing tr.ls-asm.cur').count(), 2);
    assert.ok((await page.locator('#listing tr.ls-asm').count()) >= 6, 'ALU lines are listed too');

    // By slot: x, then y, then the group runs and the cursor goes to the next group's z.
    await stepBy(page, 'slot');
    await step(page);
    s = await slots(page);
    assert.deepEqual(s.map((x) => x.cur), [true, false, false, false, false]);
    await step(page);
    s = await slots(page);
    assert.deepEqual(s.map((x) => x.cur), [false, true, false, false, false]);
    await step(page);
    s = await slots(page);
    assert.match(await page.textContent('#bundle-view .bd-title'), /group 1 of the ALU clause at 4/);
    assert.deepEqual(s.map((x) => x.cur), [false, false, true, false, false]);
    assert.match(s[2].text, /ADD \* T0\.Z, -PV\.X, 1\.0/);
    assert.match(await page.textContent('#extra-regs'), /PV/);
    await page.screenshot({ path: join(SHOTS, `r700_bundle_${tag}.png`) });

    // By group: the last group runs; the export is next and no bundle is pending.
    await stepBy(page, 'group');
    await step(page);
    assert.match(await page.textContent('#bundle-view'), /no bundle pending/);

    // The stack after a push: the loop example, stepped by CF instruction to inside its loop.
    await page.selectOption('#gallery', 'r700_loop_break');
    await waitForStatus(page, /^ready$/);
    await stepBy(page, 'CF');
    for (let i = 0; i < 3; i++) await step(page);
    const kinds = await page.$$eval('#stack-view tr.stk-e', (r) => r.map((x) => x.dataset.kind));
    assert.deepEqual(kinds, ['branch', 'loop'], 'ALU_PUSH_BEFORE pushed over LOOP_START');
    assert.equal(await page.locator('#stack-view tr.stk-now .lc').count(), 8);
    assert.equal(await page.locator('#stack-view tr.stk-e[data-kind="loop"] .lc.cat0').count(), 8);
    // One step more (JUMP): the next clause's first group is pending inside the loop.
    await stepBy(page, 'group');
    await step(page);
    assert.match(await page.textContent('#bundle-view .bd-title'), /group 0 of the ALU clause at 23/);
    await page.screenshot({ path: join(SHOTS, `r700_stack_${tag}.png`) });

    // The framebuffer after the exports: the 8×8 gradient, run to the end.
    await page.selectOption('#gallery', 'r700_gradient64');
    await waitForStatus(page, /^ready$/);
    assert.equal(await page.locator('#framebuffer .fb-px.none').count(), 64, 'nothing exported yet');
    await page.click('#run');
    await waitForStatus(page, /^ended/);
    await page.waitForFunction(() => document.querySelectorAll('#framebuffer .fb-px[data-rgba]').length === 64);
    const rgba = await page.$$eval('#framebuffer .fb-px', (p) => p.map((x) => x.dataset.rgba));
    assert.equal(rgba[0], '0,0,255,255', 'pixel (0, 0) = (0, 0, 1, 1)');
    assert.equal(rgba[7], '223,0,32,255', 'pixel (7, 0) = (7/8, 0, 1/8, 1)');
    assert.equal(rgba[63], '223,223,32,255', 'pixel (7, 7)');
    await page.screenshot({ path: join(SHOTS, `r700_framebuffer_${tag}.png`) });

    // A GCN machine describes none of it.
    await page.selectOption('#gallery', 'saxpy');
    await waitForStatus(page, /^ready$/);
    assert.equal(await page.locator('#vliw').count(), 0);
    assert.equal(await page.locator('#step-by').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
