import { escalationList } from '../escalationLists';

/** Why an approver approves an escalation: one is picked with every approval. */
export default escalationList(
  'approve-reasons-configuration',
  { one: 'Approve reason', many: 'Approve reasons' },
  'approve-reason',
  'e.g. "Patient safety"',
);
