import { escalationList } from '../escalationLists';

/** What a manager confirms before escalating a shift's rate: every active item is ticked, or the escalation is refused. */
export default escalationList(
  'rate-escalation-checklist-items',
  { one: 'Rate escalation checklist item', many: 'Rate escalation checklist' },
  'checklist',
  'What the manager confirms, e.g. "Agency cover was asked for"',
);
