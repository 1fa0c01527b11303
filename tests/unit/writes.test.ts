import { describe, expect, it } from 'vitest';
import { changedFields } from '../../server/audit';
import { chunked } from '../../server/writes';

describe('writing many rows at once', () => {
  it('keeps each statement within the bound values it may send, every row once and in order', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      Object.fromEntries(Array.from({ length: 50 }, (_, c) => [`c${c}`, i])),
    );
    const chunks = chunked(rows);
    expect(chunks.map((c) => c.length)).toEqual([600, 400]);
    expect(chunks.flat()).toEqual(rows);
    expect(chunked([])).toEqual([]);
  });

  it('counts every column some row names: rows need not name the same ones', () => {
    const rows = [{ a: 1 }, ...Array.from({ length: 29_999 }, (_, i) => ({ [`b${i % 2}`]: i }))];
    expect(chunked(rows).map((c) => c.length)).toEqual([10_000, 10_000, 10_000]);
  });
});

describe('what an audit entry says changed', () => {
  it('holds every field of a row made or removed, nulls included, and not its timestamps', () => {
    const row = { id: 7, title: 'Night', comments: null, skills: [1], createdAt: new Date(), updatedAt: new Date() };
    expect(changedFields(undefined, row)).toEqual({
      before: {},
      after: { id: 7, title: 'Night', comments: null, skills: [1] },
    });
    expect(changedFields(row, undefined)).toEqual({
      before: { id: 7, title: 'Night', comments: null, skills: [1] },
      after: {},
    });
  });

  it('holds only the fields that differ for a change', () => {
    expect(changedFields({ id: 7, title: 'Night', skills: [1] }, { id: 7, title: 'Day', skills: [1] })).toEqual({
      before: { title: 'Night' },
      after: { title: 'Day' },
    });
  });
});
