/**
 * What the console needs to know of this deployment before anyone signs in: the store links of the footer
 * (spec 1), each null when not configured, so the console shows only links that lead somewhere real.
 */
import type { HookContext } from '@feathersjs/feathers';
import type { ConsoleSettings } from '../../domain/shell';
import type { Application } from '../declarations';
import { allowOnlyQuery } from '../query';

export const CONSOLE_SETTINGS_PATH = 'api/v3/console-settings';

export function mountConsoleSettings(app: Application) {
  const { appStore, googlePlay } = app.get('config').storeLinks;
  const settings: ConsoleSettings = { storeLinks: { appStore: appStore ?? null, googlePlay: googlePlay ?? null } };
  app.use(CONSOLE_SETTINGS_PATH, { find: async () => settings }, { methods: ['find'], events: [] });
  const noQuery = (context: HookContext) => allowOnlyQuery(context.params.query ?? {}, [], 'the console settings');
  app.service(CONSOLE_SETTINGS_PATH).hooks({ before: { all: [noQuery] } });
}
