/** The bespoke screens' English texts, each under `bankshift.<key>` (merged by providers/i18nProvider.ts). */
import { dashboardMessages } from './dashboard/messages';
import { jobMessages } from './jobs/messages';
import { chatMessages } from './messages/messages';
import { roleMessages } from './roles/messages';
import { staffMessages } from './staff/messages';
import { trustStatisticsMessages } from './trust/messages';

export const screenMessages = {
  dashboard: dashboardMessages,
  jobs: jobMessages,
  chat: chatMessages,
  trust_statistics: trustStatisticsMessages,
  staff: staffMessages,
  roles: roleMessages,
};
