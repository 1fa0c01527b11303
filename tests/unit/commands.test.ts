/**
 * Actions are commands (server/commands.ts): a declared action names no patch of its row, its service runs a command.
 * The families below still say their actions as patches, from before commands; the list only shrinks.
 */
import { expect, it } from 'vitest';
import { loadResources } from '../../server/resourceRegistry';

const NOT_YET_COMMANDS = ['jobs'];

it('lets no new family say an action as a patch of its row', async () => {
  const patching = (await loadResources())
    .filter((def) => Object.values(def.actions).some((action) => action.patch))
    .map((def) => def.name)
    .sort();
  expect(patching).toEqual(NOT_YET_COMMANDS);
});
