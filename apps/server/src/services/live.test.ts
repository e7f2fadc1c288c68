import { describe, expect, it } from 'vitest';
import { livePayloads, parseLivePayload } from './live';

describe('live NOTIFY payloads', () => {
  it('carry [id, userId] pairs and read back the same', () => {
    const pairs: Array<[number, number]> = [
      [1, 7],
      [2, 8],
    ];
    const payloads = livePayloads(pairs);
    expect(payloads).toEqual(['[[1,7],[2,8]]']);
    expect(parseLivePayload(payloads[0]!)).toEqual(pairs);
  });

  it('stay under the 8000-byte NOTIFY limit however many recipients, in order', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const pairs = Array.from({ length: 1001 }, (_, i): [number, number] => [big - i, 2147483647]);
    const payloads = livePayloads(pairs);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseLivePayload)).toEqual(pairs);
  });

  it('fill each payload up to the limit: a 500-member group message is one NOTIFY', () => {
    const pairs = Array.from({ length: 500 }, (_, i): [number, number] => [1_000_000 + i, i]);
    const payloads = livePayloads(pairs);
    expect(payloads).toHaveLength(1);
    expect(payloads.flatMap(parseLivePayload)).toEqual(pairs);
    const big = Number.MAX_SAFE_INTEGER;
    const wide = Array.from({ length: 1001 }, (_, i): [number, number] => [big - i, big]);
    const split = livePayloads(wide);
    // Each payload but the last is as full as the limit allows: one more pair would not fit.
    for (const payload of split.slice(0, -1)) {
      expect(Buffer.byteLength(payload) + `,[${big},${big}]`.length).toBeGreaterThan(7999);
    }
  });

  it('makes no payload for no recipients', () => {
    expect(livePayloads([])).toEqual([]);
  });

  it('ignores payloads that are not its own', () => {
    expect(parseLivePayload('not json')).toEqual([]);
    expect(parseLivePayload('{"ids":[1]}')).toEqual([]);
    expect(parseLivePayload('[[1,2],[3],["4",5],[6,7.5],[8,9]]')).toEqual([
      [1, 2],
      [8, 9],
    ]);
  });
});
