// Times the reader on the same 640×480 frames with the wasm SIMD convolutions and with the TypeScript
// ones, in one process and in alternating rounds (so that a busy machine weighs on both alike), and
// checks that both read the same dice in the same boxes. Usage: node scripts/ab-bench.mjs [frames] [rounds]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const frameCount = Number(process.argv[2] ?? 16);
const rounds = Number(process.argv[3] ?? 4);

const dir = mkdtempSync(join(tmpdir(), 'vision-ab-'));
const outfile = join(dir, 'reader.mjs');
await build({
  stdin: {
    contents: `export { readDice } from './src/index.ts';
      export { renderScene } from './src/synthetic.ts';
      export { convBackend, useTypeScriptConvs } from './src/tensor.ts';`,
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { readDice, renderScene, convBackend, useTypeScriptConvs } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true });

let seed = 5;
const random = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};
const frames = Array.from({ length: frameCount }, (_, k) =>
  renderScene({
    width: 640,
    height: 480,
    table: [30 + k * 7, 90, 60 + k * 5],
    noise: 8,
    dice: Array.from({ length: 4 }, (_, i) => ({
      value: 1 + Math.floor(random() * 6),
      cx: 90 + i * 150,
      cy: 100 + random() * 280,
      side: 45 + random() * 35,
      angle: random() * Math.PI,
      body: [230, 228, 220],
      pip: [20, 20, 25],
    })),
  }),
);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const backends = ['wasm-simd', 'typescript'];
const spent = { 'wasm-simd': 0, typescript: 0 };
const readings = {};
for (const backend of backends) {
  useTypeScriptConvs(backend === 'typescript');
  if (convBackend() !== backend) throw new Error(`${backend} does not run here`);
  readings[backend] = frames.map((frame) => readDice(frame)); // also warms the JIT
}
for (let r = 0; r < rounds; r++) {
  for (const backend of r % 2 === 0 ? backends : [...backends].reverse()) {
    useTypeScriptConvs(backend === 'typescript');
    const began = cpuMs();
    for (const frame of frames) readDice(frame);
    spent[backend] += cpuMs() - began;
  }
}
useTypeScriptConvs(false);

// Values and boxes (whole pixels already) must agree; the confidences may differ in the last digit.
const strip = (dice) => JSON.stringify(dice.map((die) => [die.value, die.box]));
const differing = frames.filter(
  (_, i) => strip(readings['wasm-simd'][i]) !== strip(readings.typescript[i]),
).length;
const confidences = (dice) => JSON.stringify(dice.map((die) => die.confidence));
const confidencesDiffering = frames.filter(
  (_, i) => confidences(readings['wasm-simd'][i]) !== confidences(readings.typescript[i]),
).length;
const diceRead = readings.typescript.reduce((sum, dice) => sum + dice.length, 0);
const per = (backend) => Math.round((spent[backend] / (rounds * frameCount)) * 100) / 100;
console.log(
  JSON.stringify({
    frames: rounds * frameCount,
    msPerFrame: { 'wasm-simd': per('wasm-simd'), typescript: per('typescript') },
    typescriptOverWasm: Math.round((spent.typescript / spent['wasm-simd']) * 100) / 100,
    framesReadDifferently: differing,
    framesWithOtherConfidences: confidencesDiffering,
    diceRead,
  }),
);
