// The app's step latency in headless Chromium (used by `cargo xtask bench`): a gfx950 program
// that writes all 256 VGPRs and all 256 AGPRs, stepped 50 times with the Step button; each
// sample is the time from the click until the page has applied the step (the status shows the
// new step count) and laid itself out again, and until the next frame is painted (the task
// after the next animation frame). Prints the medians and the 90th percentiles.
// Usage: BASE_URL=http://127.0.0.1:PORT/ node --no-warnings xtask/step-latency.mjs [small | matrix | EXAMPLE]
// (`matrix`: the median over 50 steps of each MFMA gallery example, reset when it ends sooner,
// whose matrix view redraws with every step; the target is 16 ms, one frame.)
// (`small`: a 4-line gfx950 program; EXAMPLE: a gallery example's id such as mfma_f16_gemm, reset
// before every 50 steps when it ends sooner).
import { launch, openPage, load, withSource, waitForStatus, example } from '../tests/e2e/harness.mjs';

const STEPS = 50;
const which = process.argv[2] ?? 'all';
const lines = [];
if (which === 'small') {
  lines.push('v_mov_b32 v1, v0', 'v_add_u32 v2, v1, v1', 'v_mul_lo_u32 v3, v2, v1', 's_endpgm');
} else {
  for (let i = 0; i < 256; i++) lines.push(`v_mov_b32 v${i}, ${i}`);
  for (let i = 0; i < 256; i++) lines.push(`v_accvgpr_write_b32 a${i}, v${i}`);
  lines.push('s_endpgm');
}
const what = {
  all: 'gfx950, 256 VGPRs + 256 AGPRs',
  small: 'gfx950, 4 lines',
}[which] ?? `gallery example ${which}`;

/** The gallery's examples with a matrix view. */
const MATRIX = ['mfma_f16_gemm', 'mfma_scale_fp8', 'smfmac_sparse', 'mfma_broadcast', 'mfma_agpr_acc'];

const browser = await launch();
if (which === 'matrix') {
  try {
    const { page, errors } = await openPage(browser, { width: 1600, height: 1000 });
    for (const id of MATRIX) {
      await example(page, id);
      await page.waitForSelector('#matrix-view table.mx');
      const { samples, frames } = await page.evaluate(measure, STEPS);
      if (errors.length) throw new Error(errors.join('\n'));
      console.log(`step + matrix redraw (${id}): ${report(samples, frames)}`);
    }
  } finally {
    await browser.close();
  }
  process.exit(0);
}
try {
  const { context, page, errors } = await openPage(browser, { width: 1600, height: 1000 });
  if (which === 'all' || which === 'small') {
    await withSource(context, 'gfx950', `${lines.join('\n')}\n`);
    await load(page);
    await waitForStatus(page, /^ready$/);
  } else {
    await example(page, which);
  }
  const { samples, frames } = await page.evaluate(measure, STEPS);
  if (errors.length) throw new Error(errors.join('\n'));
  console.log(`step + re-render (${what}): ${report(samples, frames)}`);
} finally {
  await browser.close();
}

/** The median and 90th percentile of `samples` (click to laid out) and of `frames` (click to
 * the next frame painted). */
function report(samples, frames) {
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2);
    return `median ${at(0.5)} ms, p90 ${at(0.9)} ms`;
  };
  return `${stats(samples)} over ${samples.length} steps; to the next frame ${stats(frames)}`;
}

/** In the page: `n` Step clicks, each timed until the status shows the next step count and the
 * layout is up to date. */
async function measure(n) {
  const status = () => document.querySelector('#status')?.textContent ?? '';
  const stepCount = () => Number((status().match(/(\d+) steps?/) ?? [])[1] ?? 0);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const samples = [];
  const frames = [];
  for (let i = 0; i < n; i++) {
    if (document.querySelector('#step').disabled) {
      document.querySelector('#reset').click();
      const t = performance.now();
      while (stepCount() !== 0 || document.querySelector('#step').disabled) {
        if (performance.now() - t > 5000) throw new Error(`reset did not finish: ${status()}`);
        await settle();
      }
    }
    const before = stepCount();
    const t0 = performance.now();
    document.querySelector('#step').click();
    while (stepCount() === before) {
      if (performance.now() - t0 > 5000) throw new Error(`step ${i} did not finish: ${status()}`);
      await settle();
    }
    void document.body.offsetHeight; // force style and layout of the new state
    samples.push(performance.now() - t0);
    // The frame: the task after the next animation frame runs once the page is painted.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    frames.push(performance.now() - t0);
  }
  return { samples, frames };
}
