// Accessibility check (issue 18): axe-core (npm, pinned in package-lock.json, injected from
// node_modules: no CDN) over the main views in both themes: the default example after a step,
// the matrix example, the compare view, an rv770 example with its LDS words, the Learn menu,
// an open lesson and the shortcut dialog, at 1280×720 and 1600×1000. No serious or critical
// violation may be reported.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/axe.test.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eFile, example, waitForStatus, SHOTS } from './harness.mjs';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const { pageTest } = e2eFile();

/** The serious and critical violations axe finds on the page as it is now, one line each. */
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ content: AXE });
  }
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} ×${v.nodes.length}`);
  });
  return found;
}

const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }];
for (const [scheme, size] of ['dark', 'light'].flatMap((s) => SIZES.map((z) => [s, z]))) {
  pageTest(`axe: no serious violations in the main views (${scheme}, ${size.width}×${size.height})`, { timeout: 240_000, viewport: size }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const report = [];
    const check = async (what) => {
      for (const v of await violations(page)) report.push(`${what}: ${v}`);
    };
    await example(page, 'divergent_loop');
    await page.click('#step');
    await waitForStatus(page, /^1 step$/);
    await check('default view');
    await example(page, 'mfma_f16_gemm');
    await page.waitForSelector('#matrix-view table.mx');
    await check('matrix example');
    await page.selectOption('#compare-arch', 'gfx900');
    await page.waitForSelector('#compare .cmp');
    await check('compare view');
    await example(page, 'r700_lds');
    await page.waitForSelector('#lds-words');
    await page.click('#step');
    await waitForStatus(page, /^1 step$/);
    await check('rv770 example with its LDS');
    await page.click('#learn');
    await page.waitForSelector('#learn-menu[role="dialog"]');
    await check('learn menu');
    await page.click('[data-lesson="exec"]');
    await page.waitForSelector('#lesson');
    await check('lesson');
    await page.keyboard.press('Escape');
    await page.focus('#step');
    await page.keyboard.press('?');
    await page.waitForSelector('[role="dialog"]');
    await check('shortcut dialog');
    await page.screenshot({ path: join(SHOTS, `axe-${scheme}-${size.width}.png`) });
    assert.deepEqual(report, []);
  });
}
