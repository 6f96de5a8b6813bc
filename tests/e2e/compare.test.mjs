// End-to-end test of the compare view (issue 15 §4): the editor's program on a second target,
// line by line, then "Run both" and the state that differs.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/compare.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const PORTING = 'v_cvt_f32_u32 v1, v0\nv_mac_f32 v1, v1, v1\nv_mul_legacy_f32 v2, v1, v1\ns_endpgm\n';

pageTest('compare the program with a second target, then run both', { timeout: 90_000, viewport: { width: 1600, height: 1000 } }, async ({ context, page }) => {
  await withSource(context, 'gfx900', PORTING);
  await load(page);
  await waitForStatus(page, /^ready$/);
  assert.equal(await page.locator('#compare .cmp').count(), 0, 'off until a target is picked');
  await page.selectOption('#compare-arch', 'gfx950');
  await page.waitForSelector('#compare .cmp');
  const summary = await page.textContent('#compare .cmp-summary');
  assert.equal(
    summary,
    '4 lines: 2 same, 0 spelled differently, 1 encoded differently, 1 only on gfx900, 0 only on gfx950, 0 on neither',
  );
  const verdicts = await page.$$eval('#compare .cmp tbody tr', (rows) =>
    rows.map((r) => [r.dataset.line, r.querySelector('.cmp-verdict').textContent]),
  );
  assert.deepEqual(verdicts, [
    ['1', 'same'],
    ['2', 'only on gfx900'],
    ['3', 'encoded differently'],
    ['4', 'same'],
  ]);
  // VOP2 (4 bytes) on gfx900, VOP3 (8 bytes) on gfx950: every byte of both is marked.
  assert.equal(await page.locator('#compare tr[data-line="3"] mark').count(), 12);
  // gfx950 cannot build the program: Run both says so.
  await page.click('#compare-run');
  await page.waitForSelector('#compare-state .cmp-ended');
  assert.match(await page.textContent('#compare-state'), /gfx900: ended after 4 steps · gfx950: does not build: line 2: instruction not supported on this GPU/);
  await page.screenshot({ path: join(SHOTS, 'compare-lines.png') });

  // A program both build: the same results, and gfx950's AGPRs are named as its own.
  await page.fill('#source', 'v_cvt_f32_u32 v1, v0\nv_mul_legacy_f32 v2, v1, v1\ns_endpgm\n');
  await page.waitForFunction(() => document.querySelector('#compare .cmp-summary')?.textContent.startsWith('3 lines'));
  await page.click('#compare-run');
  await page.waitForSelector('#compare-state .cmp-same');
  assert.match(await page.textContent('#compare-state'), /All \d+ compared buffers and registers are equal\. ?Only on gfx950: 256 \(a0 … a255\)\./);
  // A row click moves the editor caret to its line.
  await page.click('#compare tr[data-line="2"]');
  const caretLine = await page.evaluate(() => {
    const t = document.querySelector('#source');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  });
  assert.equal(caretLine, 2);
  await page.screenshot({ path: join(SHOTS, 'compare-run.png') });
  await page.selectOption('#compare-arch', '');
  assert.equal(await page.locator('#compare .cmp').count(), 0);
});

// An endless loop of VALU work: "Run both" takes its whole step budget (2,000,000 steps on each
// target), many slices.
const LONG = `v_mov_b32 v2, 1.0\nloop:\n${'v_mul_f32 v1, v1, v2\n'.repeat(8)}s_branch loop\ns_endpgm\n`;

pageTest('"Run both" runs in slices: the page answers, Stop stops, the report is the same', { timeout: 120_000, viewport: { width: 1280, height: 720 } }, async ({ context, page }) => {
  await withSource(context, 'gfx900', LONG);
  await load(page);
  await waitForStatus(page, /^ready$/);
  await page.selectOption('#compare-arch', 'gfx803');
  await page.waitForSelector('#compare .cmp');
  // The longest the page goes without running a timer while both run (and whether it saw the
  // progress and the Stop button).
  const watch = () =>
    page.evaluate(async () => {
      const button = document.querySelector('#compare-run');
      button.click();
      let last = performance.now();
      let longest = 0;
      const gaps = [];
      let sawProgress = false;
      const t0 = last;
      while (document.querySelector('#compare-run').textContent === 'Stop' || performance.now() - t0 < 50) {
        await new Promise((r) => setTimeout(r, 0));
        const now = performance.now();
        longest = Math.max(longest, now - last);
        gaps.push(now - last);
        last = now;
        sawProgress ||= /^running both… gfx900: \d+ · gfx803: \d+ steps$/.test(document.querySelector('#compare-progress').textContent);
        if (now - t0 > 60_000) break;
      }
      gaps.sort((a, b) => b - a);
      return { longest, sawProgress, ms: performance.now() - t0, top: gaps.slice(0, 8).map((g) => g.toFixed(0)).join(' '), n: gaps.length };
    });
  const run = await watch();
  console.log(`Run both: ${run.ms.toFixed(0)} ms, ${run.n} turns, longest gaps ${run.top} ms`);
  assert.ok(run.sawProgress, 'the progress shows while both run');
  // One slice runs 12 ms; the rest is the page's own turn and the 2 shared, loaded cores.
  assert.ok(run.longest < 150, `the page went ${run.longest.toFixed(1)} ms without a turn`);
  await page.waitForSelector('#compare-state .cmp-ended');
  assert.equal(
    await page.textContent('#compare-state .cmp-ended'),
    'gfx900: stopped after 2000000 steps · gfx803: stopped after 2000000 steps',
  );
  assert.match(await page.textContent('#compare-state'), /All \d+ compared buffers and registers are equal\./);
  assert.equal(await page.textContent('#compare-run'), 'Run both');
  await page.screenshot({ path: join(SHOTS, 'compare-run-sliced.png') });
  // Stop during a run: it stops at once and says so.
  const stop = await page.evaluate(async () => {
    const button = document.querySelector('#compare-run');
    button.click();
    await new Promise((r) => setTimeout(r, 20));
    const label = button.textContent;
    button.click();
    return label;
  });
  assert.equal(stop, 'Stop');
  await page.waitForFunction(() => document.querySelector('#compare-state')?.textContent === 'stopped');
  assert.equal(await page.textContent('#compare-run'), 'Run both');
  assert.equal(await page.textContent('#compare-progress'), 'click a row: its line');
});
