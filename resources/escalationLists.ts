/** The short lists a trust keeps for rate escalation (spec 2.6): the checklist an escalation ticks, and the reasons an approver picks. */
import { ESCALATION_SETTINGS_READ, ESCALATION_SETTINGS_WRITE } from '../domain/rates';
import { trustList } from './trustLists';

export const escalationList = (name: string, label: { one: string; many: string }, forms: string, help: string) =>
  trustList({
    name,
    label,
    help,
    access: { read: ESCALATION_SETTINGS_READ, write: ESCALATION_SETTINGS_WRITE },
    formPaths: { create: `/${forms}/new`, edit: `/${forms}/edit/:id` },
  });
