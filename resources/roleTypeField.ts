import { legacyNamesOf, ROLE_TYPE_LABELS, type RoleType } from '../domain/roles';
import type { Field } from './define';

/**
 * A field holding a role type: one of the given types, shown in words (Shift Manager), each also read by its older name
 * (spec 6, domain/roles.ts).
 */
export const roleTypeField = <T extends RoleType>(values: readonly T[], more: Omit<Partial<Field>, 'type'> = {}) =>
  ({
    ...more,
    type: 'enum',
    values,
    labels: Object.fromEntries(values.map((t) => [t, ROLE_TYPE_LABELS[t]])),
    aliases: legacyNamesOf(values),
  }) as const;

/** A read-only role type: one the server works out from the row's role. */
export const READ_ROLE_TYPE = { readOnly: true, filter: true, label: 'Role type' } as const;
