// End-to-end tests of issue 17's Run in a Web Worker: a run longer than one task goes on off the
// page's thread (the page keeps drawing at display rate during a long run), a conditional
// breakpoint stops the run in the worker, and without module workers Run steps on the page and
// says so. (stop.test.mjs: Stop, progress, Run == as many Steps.)
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/worker.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, openPage, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { browser, pageTest } = e2eFile();

const MFMA = 'v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], a[0:15]';
/** An endless loop of heavy steps: Run goes on until the budget (or Stop). */
const ENDLESS = ['l:', ...Array(8).fill(MFMA), 's_branch l', 's_endpgm'].join('\n');

/** The page's animation frames over `ms` milliseconds: the rate of the median frame (what the
 * page draws at while nothing holds it up) and the average rate (counting every stall). */
async function frameRate(page, ms) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const gaps = [];
        const t0 = performance.now();
        let last = t0;
        const tick = (t) => {
          gaps.push(t - last);
          last = t;
          if (t - t0 < ms) return requestAnimationFrame(tick);
          const sorted = gaps.slice(1).sort((a, b) => a - b);
          resolve({ median: 1000 / sorted[sorted.length >> 1], average: (1000 * (gaps.length - 1)) / (t - t0) });
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

const runner = (page) => page.evaluate(() => window.__lanescopeRunner);

pageTest('a long run steps in the worker: the page draws at display rate', { timeout: 120_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx950', ENDLESS);
  await load(page);
  await waitForStatus(page, /^ready$/);
  const idle = await frameRate(page, 1000);
  await page.click('#run');
  await waitForStatus(page, /^running… \d+ steps$/);
  assert.equal(await runner(page), 'worker');
  const busy = await frameRate(page, 2000);
  const status = await page.textContent('#status');
  const fps = (r) => `${r.median.toFixed(1)} (average ${r.average.toFixed(1)})`;
  console.log(`frames/s idle ${fps(idle)}, during the run ${fps(busy)}; ${status}`);
  // The page's own loop is free: frames come at display rate. (The average also counts the
  // redraws of the views, one a second, and stalls of a loaded machine: the idle page's too.)
  assert.ok(busy.median >= 40, `the page drew ${fps(busy)} frames/s during the run`);
  assert.ok(busy.average >= Math.min(40, 0.6 * idle.average), `the page drew ${fps(busy)} frames/s during the run`);
  // The progress counts steps the worker ran (the views redraw from its states).
  const steps = (s) => Number(/(\d+) steps/.exec(s)[1]);
  assert.ok(steps(status) > 0, status);
  await page.waitForFunction((n) => {
    const m = /(\d+) steps/.exec(document.querySelector('#status').textContent);
    return m && Number(m[1]) > n;
  }, steps(status));
  await page.screenshot({ path: join(SHOTS, 'worker-running.png') });
  await page.click('#run');
  await waitForStatus(page, /^\d+ steps$/);
  assert.equal((await page.textContent('#run')).trim(), 'Run');
  assert.doesNotMatch(await page.getAttribute('#status', 'title'), /not in a Web Worker/);
});

pageTest('a conditional breakpoint stops the run in the worker; Run then goes on from it', { timeout: 120_000 }, async ({ context, page }) => {
  const LOOP = [
    's_mov_b32 s0, 0',
    'l:',
    's_add_u32 s0, s0, 1',
    'v_add_u32 v1, v1, v0',
    's_cmp_lg_u32 s0, 200000',
    's_cbranch_scc1 l',
    's_endpgm',
  ].join('\n');
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  // A breakpoint on line 4 with a condition (right click in the gutter).
  page.once('dialog', (d) => d.accept('s0 == 123456'));
  await page.click('.gutter .gl[data-line="4"]', { button: 'right' });
  await page.waitForSelector('#breakpoints li[data-line="4"]');
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4 \(s0 == 123456\), wave 0 — \d+ steps$/);
  assert.equal(await runner(page), 'worker');
  // 1 + 123455 rounds of 4 + the s_add of round 123456.
  assert.match(await page.textContent('#status'), / — 493822 steps$/);
  assert.match(await page.getAttribute('#sgprs [data-sgpr="0"]', 'title'), /^s0 = 0x0001e240/);
  assert.match(await page.textContent('#breakpoints li[data-line="4"] .bp-hits'), /^1 hit$/);
  await page.click('#run');
  await waitForStatus(page, /^ended after 800002 steps$/);
  // Lane 3: v1 = 200000 * 3.
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="3"]'), '0x000927c0');
});

pageTest('without module workers Run steps on the page and says so', { timeout: 120_000 }, async ({ context, page }) => {
  await context.addInitScript(() => {
    window.Worker = undefined;
  });
  const LOOP = ['s_mov_b32 s0, 100000', 'l:', 'v_add_u32 v1, v1, v0', 's_sub_u32 s0, s0, 1', 's_cmp_lg_u32 s0, 0', 's_cbranch_scc1 l', 's_endpgm'].join('\n');
  await withSource(context, 'gfx900', LOOP);
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.click('#run');
  await waitForStatus(page, /^ended after 400002 steps$/);
  assert.equal(await runner(page), 'page');
  assert.match(await page.getAttribute('#status', 'title'), /Run stepped on this page, not in a Web Worker: no Web Worker/);
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="3"]'), '0x000493e0');
});

pageTest('a run in the worker ends with the registers of the same run on the page', { timeout: 180_000 }, async ({ context, page }) => {
  const LOOP = ['s_mov_b32 s0, 100000', 'l:', 'v_add_u32 v1, v1, v0', 'v_mul_lo_u32 v2, v1, v1', 's_sub_u32 s0, s0, 1', 's_cmp_lg_u32 s0, 0', 's_cbranch_scc1 l', 's_endpgm'].join('\n');
  const registers = (p) =>
    p.evaluate(() => document.querySelector('#vgpr-grid').textContent + document.querySelector('#sgprs').textContent);
  const runOnce = async (ctx, p) => {
    await withSource(ctx, 'gfx900', LOOP);
    await load(p);
    await waitForStatus(p, /^ready$/);
    await p.click('#run');
    await p.waitForFunction(() => document.querySelector('#status').textContent === 'ended after 500002 steps', null, { timeout: 90_000 });
    return [await runner(p), await registers(p)];
  };
  const [where, inWorker] = await runOnce(context, page);
  const other = await openPage(browser());
  await other.context.addInitScript(() => (window.Worker = undefined));
  const [whereAfter, onPage] = await runOnce(other.context, other.page);
  assert.deepEqual(other.errors, []);
  await other.context.close();
  assert.deepEqual([where, whereAfter], ['worker', 'page']);
  assert.equal(inWorker, onPage);
  // Lane 3: v1 = 100000 * 3.
  assert.equal(await page.textContent('#vgpr-grid td[data-reg="1"][data-lane="3"]'), '0x000493e0');
});
