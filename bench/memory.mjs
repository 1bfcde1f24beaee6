/**
 * Retained heap per parsed object: `node --expose-gc bench/memory.mjs LIBRARY LIST` parses 100,000
 * URIs from bench/data/LIST.txt (its lines over and over, each a string of its own made beforehand),
 * keeps every result in an array, and prints the heap growth per object in bytes after full
 * collections. Lines a library rejects count as a retained null.
 */
import { LIBRARIES } from './libraries.mjs';
import { readList } from './workloads.mjs';

const COUNT = 100_000;
const [name, list] = process.argv.slice(2);
const library = LIBRARIES.find((l) => l.name === name);
if (!library || !list || typeof globalThis.gc !== 'function') {
  console.error('usage: node --expose-gc bench/memory.mjs LIBRARY LIST');
  process.exit(1);
}
const lines = readList(list);
const inputs = Array.from({ length: COUNT }, (_, i) => JSON.parse(JSON.stringify(lines[i % lines.length])));
const parse = (s) => {
  try {
    return library.parse(s);
  } catch {
    return null;
  }
};
for (let i = 0; i < 2000; i++) parse(inputs[i]);
const kept = new Array(COUNT).fill(null);
const settle = () => {
  for (let i = 0; i < 4; i++) globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const before = settle();
for (let i = 0; i < COUNT; i++) kept[i] = parse(inputs[i]);
const after = settle();
console.log(((after - before) / COUNT).toFixed(1), kept.length);
