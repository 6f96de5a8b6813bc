// Runs a wasm32-wasip1 command module inside headless Chromium (used by `cargo xtask bench` to
// time the emulator as WebAssembly in a browser engine, with the same code as the native and the
// Node runs). The page gets a minimal WASI preview1 shim: arguments, stdout/stderr, clocks,
// random bytes and exit; every other call answers ENOSYS. Output lines go to this process's
// stdout as they were written.
// Usage: node --no-warnings xtask/browser-wasi.mjs FILE.wasm [ARGS…]
import { readFile } from 'node:fs/promises';
import { launch } from '../tests/e2e/harness.mjs';

const [file, ...args] = process.argv.slice(2);
const bytes = (await readFile(file)).toString('base64');
const browser = await launch();
try {
  const page = await browser.newPage();
  const result = await page.evaluate(runInPage, { bytes, args: [file, ...args] });
  process.stdout.write(result.out);
  process.stderr.write(result.err);
  process.exitCode = result.code;
} finally {
  await browser.close();
}

/** Instantiates the module in the page with the WASI shim and runs `_start`. */
async function runInPage({ bytes, args }) {
  const ENOSYS = 52;
  const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const streams = { 1: '', 2: '' };
  let memory;
  const view = () => new DataView(memory.buffer);
  const argBytes = args.map((a) => encoder.encode(`${a}\0`));
  class Exit {
    constructor(code) {
      this.code = code;
    }
  }
  const wasi = {
    args_sizes_get(countPtr, sizePtr) {
      view().setUint32(countPtr, argBytes.length, true);
      view().setUint32(sizePtr, argBytes.reduce((n, a) => n + a.length, 0), true);
      return 0;
    },
    args_get(argvPtr, bufPtr) {
      const mem = new Uint8Array(memory.buffer);
      argBytes.forEach((a, i) => {
        view().setUint32(argvPtr + 4 * i, bufPtr, true);
        mem.set(a, bufPtr);
        bufPtr += a.length;
      });
      return 0;
    },
    environ_sizes_get(countPtr, sizePtr) {
      view().setUint32(countPtr, 0, true);
      view().setUint32(sizePtr, 0, true);
      return 0;
    },
    environ_get: () => 0,
    fd_write(fd, iovs, count, writtenPtr) {
      let written = 0;
      for (let i = 0; i < count; i++) {
        const ptr = view().getUint32(iovs + 8 * i, true);
        const len = view().getUint32(iovs + 8 * i + 4, true);
        const text = decoder.decode(new Uint8Array(memory.buffer, ptr, len));
        if (fd in streams) streams[fd] += text;
        written += len;
      }
      view().setUint32(writtenPtr, written, true);
      return 0;
    },
    clock_time_get(_id, _precision, timePtr) {
      const ns = BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6));
      view().setBigUint64(timePtr, ns, true);
      return 0;
    },
    clock_res_get(_id, resPtr) {
      view().setBigUint64(resPtr, 1000n, true);
      return 0;
    },
    random_get(ptr, len) {
      crypto.getRandomValues(new Uint8Array(memory.buffer, ptr, len));
      return 0;
    },
    sched_yield: () => 0,
    proc_exit(code) {
      throw new Exit(code);
    },
  };
  const module = await WebAssembly.compile(binary);
  const imports = { wasi_snapshot_preview1: {} };
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module === 'wasi_snapshot_preview1') {
      imports.wasi_snapshot_preview1[imp.name] = wasi[imp.name] ?? (() => ENOSYS);
    }
  }
  const instance = await WebAssembly.instantiate(module, imports);
  memory = instance.exports.memory;
  let code = 0;
  try {
    instance.exports._start();
  } catch (e) {
    if (e instanceof Exit) code = e.code;
    else {
      streams[2] += `${e}\n`;
      code = 1;
    }
  }
  return { out: streams[1], err: streams[2], code };
}
