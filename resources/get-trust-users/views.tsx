/** A staff member opens on their profile (/users/{id}, customRoutes/staff/StaffProfilePage.tsx). */
import { redirectToRecord, type ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  show: redirectToRecord('get-trust-users', (member) => `/users/${member.userId}`, '/nurseUsers/approvedUser'),
};
export default views;
