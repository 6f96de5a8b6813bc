// Runs a wasm32-wasip1 command module under Node's WASI (used by `cargo xtask bench` to time
// the emulator as WebAssembly with the same code as the native run).
// Usage: node --no-warnings xtask/wasi-run.mjs FILE.wasm [ARGS…]
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [file, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: [file, ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
