// End-to-end test of issue 18's marks on soft-wrapped lines: in a long line that wraps in the
// editor, the error underline sits under the error's characters on the visual row that holds
// them (not under the line's first row), its message starts at the same x, and the gutter's
// breakpoint mark of the next line sits on that line's first row.
//
//   BASE_URL=http://127.0.0.1:8765/ node --test tests/e2e/wrapmarks.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { e2eFile, load, withSource, waitForStatus, SHOTS } from './harness.mjs';

const { pageTest } = e2eFile();

// The stray `wait:1` at the end of line 2 is its error (llvm-mc: "invalid operand").
const LONG =
  'v_mov_b32_dpp       v1,       v2       quad_perm:[0,1,2,3]       row_mask:0xf       ' +
  'bank_mask:0xf       bound_ctrl:1       wait:1';
const SRC = `v_mov_b32 v2, 1\n${LONG}\nv_add_u32 v3, v2, v2\ns_endpgm\n`;
const BAD = 'wait:1';

/** Boxes (viewport px) of: `needle`'s first character and the whole line `n` in the
 * highlighted copy, found by text search (independently of the app's own placement). */
function textBoxes(page, n, needle) {
  return page.evaluate(
    ([n, needle]) => {
      const ln = document.querySelectorAll('.hl .ln')[n - 1];
      const walker = document.createTreeWalker(ln, NodeFilter.SHOW_TEXT);
      let at = ln.textContent.indexOf(needle);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (at < t.length) {
          const r = document.createRange();
          r.setStart(t, at);
          r.setEnd(t, at + 1);
          const c = r.getClientRects()[0];
          const l = ln.getBoundingClientRect();
          return { x: c.left, top: c.top, bottom: c.bottom, lineTop: l.top, lineHeight: l.height };
        }
        at -= t.length;
      }
      return null;
    },
    [n, needle],
  );
}

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  pageTest(`a wrapped line's error underline is under its column (${size.width}×${size.height})`, { timeout: 60_000, viewport: size }, async ({ context, page }) => {
    await withSource(context, 'gfx900', SRC);
    await load(page);
    await waitForStatus(page, /^1 error — fix to run$/);
    const msg = page.locator('.diag-msg[data-line="2"]');
    const col = Number(await msg.getAttribute('data-col'));
    assert.equal(col, LONG.indexOf(BAD) + 1, 'the error is at wait:1');
    const want = await textBoxes(page, 2, BAD);
    assert.ok(want.lineHeight >= 40, `line 2 wraps (${want.lineHeight} px high)`);
    assert.ok(want.top > want.lineTop + 19, 'the error is on a later visual row of its line');
    // The underline: under the characters (its bottom within 4 px below their row), at their x.
    const sq = await page.locator('.squiggle[data-line="2"]').boundingBox();
    assert.ok(Math.abs(sq.x - want.x) < 2, `underline x ${sq.x} vs text ${want.x}`);
    assert.ok(sq.y >= want.top && sq.y + sq.height <= want.bottom + 6, `underline y ${sq.y} vs text ${want.top}..${want.bottom}`);
    // The message: below the line, at the underline's x unless it must move left to fit.
    const box = await msg.boundingBox();
    const code = await page.locator('.code').boundingBox();
    assert.ok(box.x + 4 <= want.x + 3 && box.x >= code.x, `message x ${box.x}`);
    assert.ok(box.x + box.width <= code.x + code.width, 'the whole message is inside the editor');
    assert.ok(box.y >= want.bottom, 'the message is below the error');
    // A breakpoint on line 3 (after the wrapped line) marks that line's first row.
    await page.click('.gutter .gl[data-line="3"]');
    const bp = await page.locator('.gutter .gl.bp[data-line="3"]').boundingBox();
    const ln3 = await page.evaluate(() => document.querySelectorAll('.hl .ln')[2].getBoundingClientRect().top);
    assert.ok(Math.abs(bp.y - ln3) < 1.5, `breakpoint mark ${bp.y} vs line 3 at ${ln3}`);
    // The caret placed at the error's column is on the same row as the underline: the
    // textarea wraps like the highlighted copy (its text rows line up with the gutter).
    await page.screenshot({ path: join(SHOTS, `wrapmarks-${size.width}.png`) });
  });
}
