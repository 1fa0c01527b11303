import { escalationList } from '../escalationLists';

/** Why an approver rejects an escalation: one is picked with every rejection. */
export default escalationList(
  'reject-reasons-configuration',
  { one: 'Reject reason', many: 'Reject reasons' },
  'reject-reason',
  'e.g. "Cover found elsewhere"',
);
