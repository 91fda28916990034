import { describe, expect, it } from 'vitest';
import { placeholderRows } from '../../renderer/src/components/placeholder-rows';

const keys = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `tx${from + i}`);

describe('placeholder rows of a virtual list', () => {
  it('a jump while moving draws the new rows as placeholders', () => {
    const out = placeholderRows(new Set(keys(0, 20)), new Set(), keys(5000, 5020), true);
    expect([...out]).toEqual(keys(5000, 5020));
  });

  it('a steady scroll draws its few new rows in full', () => {
    const out = placeholderRows(new Set(keys(0, 20)), new Set(), keys(3, 23), true);
    expect(out.size).toBe(0);
  });

  it('placeholders still on screen stay placeholders while the list moves, then all fill in', () => {
    const jumped = placeholderRows(new Set(keys(0, 20)), new Set(), keys(5000, 5020), true);
    const nudged = placeholderRows(new Set(keys(5000, 5020)), jumped, keys(5002, 5022), true);
    expect([...nudged]).toEqual(keys(5002, 5020));
    const stopped = placeholderRows(new Set(keys(5002, 5022)), nudged, keys(5002, 5022), false);
    expect(stopped.size).toBe(0);
  });

  it('the first render is drawn in full', () => {
    expect(placeholderRows(new Set(), new Set(), keys(0, 20), false).size).toBe(0);
  });
});
