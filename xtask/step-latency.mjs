// The app's step latency in headless Chromium (used by `cargo xtask bench`): a gfx950 program
// that writes all 256 VGPRs and all 256 AGPRs, stepped 50 times with the Step button; each
// sample is the time from the click until the page has applied the step (the status shows the
// new step count) and laid itself out again. Prints the median and the 90th percentile.
// Usage: BASE_URL=http://127.0.0.1:PORT/ node --no-warnings xtask/step-latency.mjs
import { launch, openPage, load, withSource, waitForStatus } from '../tests/e2e/harness.mjs';

const STEPS = 50;
const lines = [];
for (let i = 0; i < 256; i++) lines.push(`v_mov_b32 v${i}, ${i}`);
for (let i = 0; i < 256; i++) lines.push(`v_accvgpr_write_b32 a${i}, v${i}`);
lines.push('s_endpgm');

const browser = await launch();
try {
  const { context, page, errors } = await openPage(browser, { width: 1600, height: 1000 });
  await withSource(context, 'gfx950', `${lines.join('\n')}\n`);
  await load(page);
  await waitForStatus(page, /^ready$/);
  const samples = await page.evaluate(measure, STEPS);
  if (errors.length) throw new Error(errors.join('\n'));
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  console.log(
    `step + re-render (gfx950, 256 VGPRs + 256 AGPRs): median ${at(0.5).toFixed(2)} ms, ` +
      `p90 ${at(0.9).toFixed(2)} ms over ${samples.length} steps`,
  );
} finally {
  await browser.close();
}

/** In the page: `n` Step clicks, each timed until the status shows the next step count and the
 * layout is up to date. */
async function measure(n) {
  const status = () => document.querySelector('#status')?.textContent ?? '';
  const stepCount = () => Number((status().match(/(\d+) steps?/) ?? [])[1] ?? 0);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const samples = [];
  for (let i = 0; i < n; i++) {
    const before = stepCount();
    const t0 = performance.now();
    document.querySelector('#step').click();
    while (stepCount() === before) {
      if (performance.now() - t0 > 5000) throw new Error(`step ${i} did not finish: ${status()}`);
      await settle();
    }
    void document.body.offsetHeight; // force style and layout of the new state
    samples.push(performance.now() - t0);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return samples;
}
