import { describe, expect, it } from 'vitest';
import { blockCovers, newBlockRefusal, unblockRefusal, type Block } from '../../domain/blocking';

const trustWide: Block = { trustId: 1, careLocationId: null, status: 'blocked' };
const atWard: Block = { trustId: 1, careLocationId: 10, status: 'blocked' };

describe('block scope', () => {
  it('a trust-wide block covers every care location of its trust, and no other trust', () => {
    expect(blockCovers(trustWide, { trustId: 1, careLocationId: 10 })).toBe(true);
    expect(blockCovers(trustWide, { trustId: 1, careLocationId: 11 })).toBe(true);
    expect(blockCovers(trustWide, { trustId: 1, careLocationId: null })).toBe(true);
    expect(blockCovers(trustWide, { trustId: 2, careLocationId: 10 })).toBe(false);
  });

  it('a care-location block covers that care location only', () => {
    expect(blockCovers(atWard, { trustId: 1, careLocationId: 10 })).toBe(true);
    expect(blockCovers(atWard, { trustId: 1, careLocationId: 11 })).toBe(false);
    expect(blockCovers(atWard, { trustId: 2, careLocationId: 10 })).toBe(false);
  });

  it('a lifted block covers nothing', () => {
    expect(blockCovers({ ...trustWide, status: 'unblocked' }, { trustId: 1, careLocationId: 10 })).toBe(false);
  });
});

describe('new blocks', () => {
  it('refuses a block that one in force already covers', () => {
    expect(newBlockRefusal({ trustId: 1, careLocationId: 10 }, [trustWide])).toMatch(
      /already blocked across the trust/,
    );
    expect(newBlockRefusal({ trustId: 1, careLocationId: null }, [trustWide])).toMatch(
      /already blocked across the trust/,
    );
    expect(newBlockRefusal({ trustId: 1, careLocationId: 10 }, [atWard])).toMatch(
      /already blocked at this care location/,
    );
  });

  it('allows a wider block, another care location, another trust, or after a lift', () => {
    expect(newBlockRefusal({ trustId: 1, careLocationId: null }, [atWard])).toBeNull();
    expect(newBlockRefusal({ trustId: 1, careLocationId: 11 }, [atWard])).toBeNull();
    expect(newBlockRefusal({ trustId: 2, careLocationId: null }, [trustWide])).toBeNull();
    expect(newBlockRefusal({ trustId: 1, careLocationId: 10 }, [{ ...trustWide, status: 'unblocked' }])).toBeNull();
  });

  it('lifts a block once', () => {
    expect(unblockRefusal({ status: 'blocked' })).toBeNull();
    expect(unblockRefusal({ status: 'unblocked' })).toMatch(/already been lifted/);
  });
});
