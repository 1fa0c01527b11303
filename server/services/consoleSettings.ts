/**
 * What the console needs to know of this deployment before anyone signs in: the store links of the footer
 * (spec 1), each null when not configured, so the console shows only links that lead somewhere real.
 */
import type { ConsoleSettings } from '../../domain/shell';
import type { Application } from '../declarations';
import type { ServiceEntry } from './mount';

export const CONSOLE_SETTINGS_PATH = 'api/v3/console-settings';

export const CONSOLE_SETTINGS_SERVICES: ServiceEntry[] = [
  {
    path: CONSOLE_SETTINGS_PATH,
    what: 'the console settings',
    methods: { find: 'anyone' },
    serve(app) {
      const { appStore, googlePlay } = app.get('config').storeLinks;
      const settings: ConsoleSettings = { storeLinks: { appStore: appStore ?? null, googlePlay: googlePlay ?? null } };
      return { find: async () => settings };
    },
  },
];

