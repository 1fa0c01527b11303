/** The README: the two commands first, one true account of what is built (its status section, last), nurses sent to the app. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { README, withStatus } from '../../scripts/readmeStatus';

const readme = fs.readFileSync(README, 'utf8');
const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
const [intro, ...rest] = readme.split(/^## /m);

it('says which screens are built, as domain/routes.ts does (else: npx tsx scripts/readmeStatus.ts)', async () => {
  expect(readme).toBe(await withStatus(readme));
});

it('opens with the two commands, and lists the routes last', () => {
  expect(sections[0]).toBe('Quick start');
  expect(sections.at(-1)).toBe('Status');
  const commands = [...readme.matchAll(/```sh\n(.+)\n```/g)].map((m) => m[1]);
  expect(commands.slice(0, 2)).toEqual(['npm install && npm start', 'npm test']);
});

it('says what is built only in its status section, and that nurses use the mobile app', () => {
  const beforeStatus = [intro, ...rest.slice(0, -1)].join('');
  expect(beforeStatus).not.toMatch(/still to come \(see|built so far|not built yet|\(issue \d+, under way\)/i);
  expect(intro).toMatch(/Nurses do not use this console.*mobile app/s);
});
