// End-to-end test of issue 18's "Export state": the whole machine state (every register of the
// shown wave, masks, flags and the snippet's buffers) downloads as JSON in the CLI's --dump
// format; with the CLI built (target/debug/lanescope) it must equal `lanescope run --dump`.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/exportstate.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eFile, load, withSource, waitForStatus } from './harness.mjs';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '../../target/debug/lanescope');
const { pageTest } = e2eFile();

const SOURCE = 's_mov_b32 s2, 5\nv_mov_b32 v1, 1.5\ns_mov_b64 exec, 0xff\ns_endpgm\n';
const DATA = '[[buffers]]\nname = "out"\ntype = "f32"\ndata = [1.5, -2]\n';

pageTest('Export state downloads the whole machine state as --dump JSON', { timeout: 90_000 }, async ({ context, page }) => {
  await withSource(context, 'gfx900', SOURCE);
  await load(page);
  await page.fill('#data', DATA);
  await waitForStatus(page, /^ready$/);
  await page.click('#run');
  await waitForStatus(page, /ended/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-state')]);
  assert.match(download.suggestedFilename(), /^lanescope-gfx900-step4\.json$/);
  const state = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.deepEqual(state.out, [1.5, -2]);
  assert.equal(state.s2, 5);
  assert.equal(state.v1.length, 64);
  assert.equal(state.v1[0], 0x3fc00000);
  assert.deepEqual(state.v0.slice(0, 3), [0, 1, 2]);
  assert.equal(state.exec, 0xff);
  assert.ok('v255' in state && 's101' in state && 'vcc' in state && 'scc' in state && 'm0' in state);
  if (existsSync(CLI)) {
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      const toml = `arch = "gfx900"\nsource = '''\n${SOURCE}'''\n${DATA}`;
      writeFileSync(join(dir, 's.toml'), toml);
      const args = ['run', join(dir, 's.toml'), ...Object.keys(state).flatMap((k) => ['--dump', k])];
      const cli = JSON.parse(execFileSync(CLI, args, { encoding: 'utf8', maxBuffer: 1 << 24 }));
      assert.deepEqual(state, cli);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
