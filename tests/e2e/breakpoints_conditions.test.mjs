// End-to-end test of issue 18's conditional breakpoints on a full 64-bit mask: `exec ==
// 0xffffffffffffffff` stops a run where all 64 lanes are on, `exec != 0xffffffffffffffff` where a
// v_cmpx turned some off, and a literal past the operand's 64 bits is refused with its range.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/breakpoints_conditions.test.mjs
import { e2eFile, load, withSource, waitForStatus, answer } from './harness.mjs';

const { pageTest } = e2eFile();

// A bare snippet starts with EXEC all ones and the lane id in v0; line 3 keeps lanes 0-7 on.
const SOURCE = [
  's_nop 0',
  'v_mov_b32 v1, 1',
  'v_cmpx_gt_u32 vcc, 8, v0',
  'v_add_u32 v1, v1, v0',
  's_endpgm',
].join('\n');

/** Gives the breakpoint on `line` the condition `text` (a right-click on its line number). */
async function condition(page, line, text) {
  const asked = answer(page, text);
  await page.click(`.gutter .gl[data-line="${line}"]`, { button: 'right' });
  await asked;
}

pageTest('exec compares as all 64 bits: == all ones before a v_cmpx, != after it', { timeout: 120_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', SOURCE);
  await load(page);
  await waitForStatus(page, /^ready$/);
  const ALL = '0xffffffffffffffff';
  await condition(page, 2, `exec == ${ALL}`);
  await page.waitForSelector(`.gutter .gl.bp.cond[data-line="2"][title="breakpoint if exec == ${ALL}"]`);
  await condition(page, 4, `exec != ${ALL}`);
  await page.waitForSelector('.gutter .gl.bp.cond[data-line="4"]');
  // The first instruction a run can stop before (it runs the first one) has all lanes on.
  await page.click('#run');
  await waitForStatus(page, new RegExp(`^breakpoint at line 2 \\(exec == ${ALL}\\), wave 0 — 1 step$`));
  await page.click('#run');
  await waitForStatus(page, new RegExp(`^breakpoint at line 4 \\(exec != ${ALL}\\), wave 0 — 3 steps$`));
  // The other way round neither holds: all lanes are on at line 2, lanes 8-63 off at line 4.
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  await condition(page, 2, `exec != ${ALL}`);
  await page.waitForSelector(`.gutter .gl.bp.cond[data-line="2"][title="breakpoint if exec != ${ALL}"]`);
  await condition(page, 4, 'exec == -1');
  await page.waitForSelector('.gutter .gl.bp.cond[data-line="4"][title="breakpoint if exec == -1"]');
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
  // Lanes 0-7 alone, as the 64-bit mask and as its halves.
  await page.click('#reset');
  await waitForStatus(page, /^ready$/);
  await condition(page, 4, 'exec_hi != 0');
  await condition(page, 2, 'exec_hi == 0xffffffff');
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 2 \(exec_hi == 0xffffffff\), wave 0 — 1 step$/);
  await condition(page, 4, 'exec == 0xff');
  await page.click('#run');
  await waitForStatus(page, /^breakpoint at line 4 \(exec == 0xff\), wave 0 — 3 steps$/);
  // One bit past 64 is refused with the operand's range; the breakpoint keeps its condition.
  await condition(page, 4, `exec == 0x1${ALL.slice(2)}`);
  await waitForStatus(
    page,
    /^bad condition 'exec == 0x1ffffffffffffffff': '0x1ffffffffffffffff' is out of range \(-0x8000000000000000 to 0xffffffffffffffff\): exec is a 64-bit lane mask — 3 steps$/,
  );
  await page.waitForSelector('.gutter .gl.bp.cond[data-line="4"][title="breakpoint if exec == 0xff"]');
});
