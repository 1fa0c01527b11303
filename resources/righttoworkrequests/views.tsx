/**
 * Right-to-work evidence opens on its review page (/users/{nurse}/{request}, customRoutes/staff/EvidenceReviewPage.tsx);
 * a nurse sends it from the mobile app, so the console has no form for it.
 */
import { redirectTo, redirectToRecord, type ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  show: redirectToRecord(
    'righttoworkrequests',
    (evidence) => `/users/${evidence.userId}/${evidence.id}`,
    '/rightToWorkRequests/pending',
  ),
  create: redirectTo(() => '/rightToWorkRequests/pending'),
};
export default views;
