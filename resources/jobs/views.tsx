/**
 * Shifts have bespoke screens (customRoutes/jobs): their posting payload, drafts and workflow are more than a form
 * of fields, so the generated paths lead there. Links to a shift (/jobs/:id, from a reference) open its details.
 */
import { redirectTo, type ResourceViews } from '../../src/generated/views';

const details = redirectTo((id) => `/jobs/${id}/details`);

export default {
  list: redirectTo(() => '/jobs/list'),
  create: redirectTo(() => '/jobs/new'),
  edit: details,
  show: details,
} satisfies ResourceViews;
