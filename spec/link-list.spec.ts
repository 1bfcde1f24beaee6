// The walk's list of links (src/site/link-list.ts): records read back as they were pushed (the
// same properties in the same order, values of every kind), in the order asked, before and after
// the list packs them, and after crossing to another thread as a structured clone with its buffers
// moved. The expected records are the ones pushed.
import { LinkList, UNPACKED } from '../src/site/link-list';
import type { LinkRecord } from '../src/site/text';

/** Record `i` of a mix of shapes: each kind of value, ASCII and not, properties present or absent. */
function record(i: number): LinkRecord {
  const shapes: (() => Record<string, unknown>)[] = [
    () => ({ line: i, column: 8, where: 'a href', value: `/docs/p-${i}.html`, outcome: 'relativized' }),
    () => ({
      line: i,
      column: 2 ** 31 - 1,
      where: 'img srcset',
      value: `/docs/ü-${i}.png`,
      outcome: 'relativized',
      written: `ü-${i}.png`,
      target: `https://example.com/docs/%C3%BC-${i}.png`,
      targetFile: `ü-${i}.png`,
    }),
    () => ({ line: i, column: 1, where: 'a href', value: `/docs/x-${i}.html`, outcome: 'kept', broken: true }),
    () => ({ line: i, column: -3, where: 'link href', value: '😀 #a b', outcome: 'other-site', rel: 'icon' }),
    () => ({ line: i, column: 1.5, where: '<style>', value: '', outcome: 'relativized', written: undefined }),
    () => ({ line: i, column: 1, where: 'url()', value: 'x', outcome: 'kept', extra: { a: [1, 'b'] }, nothing: null }),
    () => ({ outcome: 'noscript-base', line: i, column: 3, where: 'a href', value: `é${i}` }),
  ];
  return shapes[i % shapes.length]!() as unknown as LinkRecord;
}

/** Whether `a` and `b` have the same properties in the same order, with the same values. */
function same(a: LinkRecord, b: LinkRecord): boolean {
  return JSON.stringify(Object.entries(a)) === JSON.stringify(Object.entries(b)) && Object.keys(a).every((k) => k in b);
}

describe('LinkList', () => {
  test.each([10, UNPACKED, UNPACKED + 1, 20_000])(
    '%i records read back as pushed, in order, by index and by iteration',
    (n) => {
      const records = Array.from({ length: n }, (_, i) => record(i));
      const list = new LinkList();
      for (const r of records) list.push({ ...r });
      expect(list.length).toBe(n);
      const read = [...list];
      expect(read).toEqual(records);
      expect(read.filter((r, i) => !same(r, records[i]!))).toEqual([]);
      for (const i of [0, 1, n - 1, n >> 1]) expect(list.at(i)).toEqual(records[i]);
      expect(() => list.at(n)).toThrow(RangeError);
      expect(() => list.at(-1)).toThrow(RangeError);
      // An undefined property stays a property.
      expect(Object.keys(read[4]!)).toContain('written');
    },
  );

  test.each([100, 9000])('%i records reordered read back in that order', (n) => {
    const records = Array.from({ length: n }, (_, i) => record(i));
    const list = LinkList.of(records.map((r) => ({ ...r })));
    const order = Array.from({ length: n }, (_, i) => (i * 7919) % n);
    list.reorder(order);
    expect(list.toArray()).toEqual(order.map((i) => records[i]));
    expect(list.at(n - 1)).toEqual(records[order[n - 1]!]);
  });

  test.each([50, 10_000])('%i records cross threads as a structured clone, their buffers moved', (n) => {
    const records = Array.from({ length: n }, (_, i) => record(i));
    const list = LinkList.of(records.map((r) => ({ ...r })));
    list.reorder(Array.from({ length: n }, (_, i) => n - 1 - i));
    const packed = list.pack();
    const transfer = packed.records === null ? [packed.words.buffer, packed.bytes.buffer] : [];
    const copy = LinkList.from(structuredClone(packed, { transfer }));
    if (n > UNPACKED) expect(packed.words.buffer.byteLength).toBe(0);
    const expected = [...records].reverse();
    const read = [...copy];
    expect(read).toEqual(expected);
    expect(read.filter((r, i) => !same(r, expected[i]!))).toEqual([]);
  });
});
