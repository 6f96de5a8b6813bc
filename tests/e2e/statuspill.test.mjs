// End-to-end test of issue 18's status pill: at 1280×720 and 1600×1000 the running status of a
// multi-wave kernel ("running… N steps · waves D/T done") and a fault's long message are
// readable (the pill wraps onto a second or third line instead of cutting the text), and the whole text
// is in its title.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/statuspill.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

const MFMA = 'v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], a[0:15]';
/** 16 one-wave workgroups looping over matrix instructions: a run of many seconds. */
const SPIN = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl spin
	.p2align 8
	.type spin,@function
spin:
	s_mov_b32 s4, 4000
.Lloop:
	${MFMA}
	${MFMA}
	s_sub_u32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Lloop
	s_endpgm
.Lspin_end:
	.size spin, .Lspin_end-spin

	.rodata
	.p2align 6
	.amdhsa_kernel spin
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
`;
const SPIN_DATA = '[launch]\nkernel = "spin"\ngrid = [1024, 1, 1]\nblock = [64, 1, 1]\n';
const FAULT = 'v_mov_b32 v2, 0x1234\nv_mov_b32 v3, 0x55\nglobal_load_dword v1, v[2:3], off\ns_waitcnt vmcnt(0)\ns_endpgm\n';

/** The pill's text, title and whether all of the text shows (nothing clipped). */
function pill(page) {
  return page.evaluate(() => {
    const s = document.querySelector('#status');
    const r = s.getBoundingClientRect();
    return {
      text: s.textContent,
      title: s.title,
      shown: s.scrollWidth <= s.clientWidth + 1 && s.scrollHeight <= s.clientHeight + 1,
      right: r.right,
      height: r.height,
      bar: document.querySelector('.toolbar').getBoundingClientRect().height,
    };
  });
}

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`the status pill shows the whole progress and fault text (${size.width}×${size.height})`, { timeout: 120_000, viewport: size }, async ({ context, page }) => {
    await withSource(context, 'gfx950', SPIN);
    await load(page);
    await page.fill('#data', SPIN_DATA);
    await waitForStatus(page, /^ready$/);
    await page.click('#run');
    await waitForStatus(page, /^running… \d+ steps · waves \d+\/16 done$/);
    let p = await pill(page);
    assert.ok(p.shown, `the running status is cut: "${p.text}"`);
    assert.ok(p.right <= size.width, `the pill ends past the edge (${p.right})`);
    assert.ok(p.bar <= 48, `toolbar ${p.bar}px high`);
    await page.screenshot({ path: join(SHOTS, `statuspill-running-${size.width}.png`), clip: { x: 0, y: 0, width: size.width, height: 60 } });
    await page.click('#run');
    await waitForStatus(page, /^\d+ steps$/);
    // A fault's message: long, on two lines, whole.
    await page.fill('#data', '');
    await page.fill('#source', FAULT.replace('gfx950', 'gfx950'));
    await waitForStatus(page, /^ready$/);
    await page.click('#run');
    await waitForStatus(page, /^fault after/);
    p = await pill(page);
    assert.match(p.text, /unmapped address 0x5500001234$/);
    assert.equal(p.title, p.text);
    assert.ok(p.shown, `the fault is cut: "${p.text}"`);
    assert.ok(p.bar <= 60, `toolbar ${p.bar}px high`);
    await page.screenshot({ path: join(SHOTS, `statuspill-fault-${size.width}.png`), clip: { x: 0, y: 0, width: size.width, height: 60 } });
  });
}
