/** The README's status section is the route table's and the definitions' current one. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { README, withStatus } from '../../scripts/readmeStatus';

it('says which screens are built, as domain/routes.ts does (else: npx tsx scripts/readmeStatus.ts)', async () => {
  const readme = fs.readFileSync(README, 'utf8');
  expect(readme).toBe(await withStatus(readme));
});
