import { DRAFT_CHECKLIST_READ } from '../../domain/draftChecklist';
import { trustList } from '../trustLists';

/**
 * The drafted shift checklist (domain/draftChecklist.ts): what is done on a draft before it is published, each item
 * mandatory or advisory. Kept at /drafted/shift/configuration (spec 2.3).
 */
export default trustList({
  name: 'drafted-shift-checklist-configuration',
  label: { one: 'Drafted shift checklist item', many: 'Drafted shift checklist' },
  help: 'What is done before the draft is published, e.g. "Budget approved by the matron"',
  fields: {
    mandatory: {
      type: 'boolean',
      default: true,
      filter: true,
      list: true,
      help: 'Ticked before the draft is published; advisory otherwise',
    },
  },
  access: { read: DRAFT_CHECKLIST_READ, write: { anyOf: ['MANAGE_SETTINGS'] } },
  paths: ['/drafted/shift/configuration'],
});
