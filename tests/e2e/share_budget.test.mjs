// A share link over the app's budgets (issue 13) opens with its text in the editor and the
// error shown, and the page stays usable: no 300 MB buffer is ever built.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { e2eFile, load, waitForStatus, BASE_URL } from './harness.mjs';

const { pageTest } = e2eFile();

/** The share fragment (`s1.` + raw deflate, base64url) of snippet text `toml`. */
const fragment = (toml) => `s1.${deflateRawSync(Buffer.from(toml)).toString('base64url')}`;

pageTest('a share link over the memory budget keeps its text and shows the error', { timeout: 60_000 }, async ({ page }) => {
  const toml = [
    'arch = "gfx950"',
    'source = """',
    '    v_mov_b32 v7, 42 ; from the shared link',
    '    s_endpgm',
    '"""',
    '[[buffers]]',
    'name = "big"',
    'type = "u8"',
    'data = { fill = 0, count = 300000000 }',
    '',
  ].join('\n');
  const started = Date.now();
  await load(page, `${BASE_URL}#${fragment(toml)}`);
  await page.waitForSelector('#banner');
  assert.ok(Date.now() - started < 10_000, 'opened without materialising the buffer');
  assert.match(
    await page.locator('#banner').textContent(),
    /The shared snippet cannot run here: .*buffer 'big' needs 286\.1 MiB; the memory budget is 64 MiB.*Its text is in the editor\./,
  );
  assert.match(await page.inputValue('#source'), /v_mov_b32 v7, 42 ; from the shared link/);
  assert.match(await page.inputValue('#data'), /count = 300000000/);
  await page.waitForSelector('#data-error');
  assert.match(await page.locator('#data-error').textContent(), /line \d+, column \d+: buffer 'big' needs 286\.1 MiB/);
  // Fixing the count makes it run: the tab is alive.
  const data = (await page.inputValue('#data')).replace('300000000', '64');
  await page.fill('#data', data);
  await waitForStatus(page, /^ready$/);
  await page.click('#run');
  await waitForStatus(page, /^ended after \d+ steps$/);
});
