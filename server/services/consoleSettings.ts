/**
 * What the console needs to know of this deployment before anyone signs in: the store links of the footer
 * (spec 1), each null when not configured, so the console shows only links that lead somewhere real; and whether
 * the shift description assistant is set up (the wizard shows its button only then).
 */
import type { ConsoleSettings } from '../../domain/shell';
import { llmConfigured } from '../llm/chatCompletions';
import type { ServiceEntry } from './mount';

export const CONSOLE_SETTINGS_PATH = 'api/v3/console-settings';

export const CONSOLE_SETTINGS_SERVICES: ServiceEntry[] = [
  {
    path: CONSOLE_SETTINGS_PATH,
    what: 'the console settings',
    methods: { find: 'anyone' },
    serve(app) {
      const { storeLinks, llm } = app.get('config');
      const settings: ConsoleSettings = {
        storeLinks: { appStore: storeLinks.appStore ?? null, googlePlay: storeLinks.googlePlay ?? null },
        descriptionAssistant: llmConfigured(llm),
      };
      return { find: async () => settings };
    },
  },
];
