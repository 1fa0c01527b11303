import { APP_VERSIONS_LIMIT } from '../../domain/constants';
import { defineResource } from '../define';
import { everyRole, superAdminOnly } from '../rules';

/** Released versions of each app, newest first (the footer shows the backend's; apps check compatibility). */
export default defineResource({
  name: 'app-versions',
  label: { one: 'App version', many: 'App versions' },
  tenancy: 'global',
  recordRepresentation: 'version',
  fields: {
    platform: {
      type: 'enum',
      values: ['web', 'backend', 'ios', 'android'],
      labels: { web: 'Console', backend: 'Server', ios: 'iOS app', android: 'Android app' },
      required: true,
      filter: true,
      sortable: true,
      list: true,
    },
    version: {
      type: 'string',
      required: true,
      maxLength: 32,
      pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$',
      filter: true,
      list: true,
    },
    forceUpdate: { type: 'boolean', default: false, filter: true, list: true },
    releaseNotes: { type: 'text', maxLength: 4000 },
  },
  unique: [['platform', 'version']],
  pageSize: APP_VERSIONS_LIMIT,
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: everyRole, write: superAdminOnly },
  menu: { group: 'Settings' },
});
