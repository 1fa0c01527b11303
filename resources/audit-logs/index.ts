import { AUDIT_METHOD_LABELS, AUDIT_METHODS } from '../../domain/audit';
import { ROLE_TYPES } from '../../domain/roles';
import { READ_ROLE_TYPE, roleTypeField } from '../roleTypeField';
import { defineResource } from '../define';

/** Every create, patch and remove: who, under which role, in which trust, when, what changed. Never editable. */
export default defineResource({
  name: 'audit-logs',
  label: { one: 'Audit entry', many: 'Audit log' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'id',
  methods: ['find', 'get'],
  fields: {
    service: {
      type: 'string',
      maxLength: 80,
      family: true,
      readOnly: true,
      filter: true,
      sortable: true,
      list: true,
      index: true,
      label: 'What',
    },
    method: {
      type: 'enum',
      values: AUDIT_METHODS,
      labels: AUDIT_METHOD_LABELS,
      readOnly: true,
      filter: true,
      list: true,
      label: 'Change',
    },
    recordId: { type: 'integer', readOnly: true, filter: true, list: true },
    userId: {
      type: 'integer',
      readOnly: true,
      filter: true,
      list: true,
      label: 'User',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    userEmail: { type: 'string', maxLength: 254, readOnly: true, filter: true, list: true, label: 'Who' },
    roleId: { type: 'integer', readOnly: true, filter: true },
    // The person the record is about (a nurse's membership, evidence, block): their profile's audit trail.
    subjectUserId: {
      type: 'integer',
      readOnly: true,
      filter: true,
      index: true,
      label: 'About',
      embed: { as: 'subject', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    roleType: roleTypeField(ROLE_TYPES, { ...READ_ROLE_TYPE, list: true, label: 'Acting role' }),
    // No foreign key: the log outlives what it records.
    trustId: {
      type: 'reference',
      resource: 'trusts',
      foreignKey: false,
      readOnly: true,
      filter: true,
      list: true,
      index: true,
    },
    changes: { type: 'json', readOnly: true },
  },
  // A record's history (its Changes tab) and the learning journey's "as of" reads find a record's entries by these.
  indexes: [['service', 'recordId']],
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: { levels: ['ADMIN'], anyOf: ['VIEW_AUDIT_LOG'] } },
  menu: { group: 'Organization', order: 9 },
});
