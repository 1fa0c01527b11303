import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';

describe('SEED_DEMO', () => {
  it('seeds the embedded database unless SEED_DEMO=0, and PostgreSQL only with SEED_DEMO=1', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/bankshift';
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(configFromEnv({ DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(configFromEnv({ DATABASE_URL: pg, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(configFromEnv({ DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
    // An empty DATABASE_URL is no database URL.
    expect(configFromEnv({ DATABASE_URL: '' })).toMatchObject({ databaseUrl: undefined, seedDemo: true });
  });
});
