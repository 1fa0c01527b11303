/**
 * The English texts the console's frame and first screens need at once, each under `bankshift.<key>` (merged by
 * providers/i18nProvider.ts): the dashboard's, the shift screens' and the chat's (the top bar's chat link). The other
 * screens register theirs when their code loads (registerScreenMessages: staff, trust statistics, roles), so that
 * the console's first download does not carry them (scripts/sizeBudget.ts).
 */
import { dashboardMessages } from './dashboard/messages';
import { jobMessages } from './jobs/messages';
import { chatMessages } from './messages/messages';

export const screenMessages = {
  dashboard: dashboardMessages,
  jobs: jobMessages,
  chat: chatMessages,
};
