/**
 * Right-to-work evidence opens on its review page (/users/{nurse}/{request}, customRoutes/staff/EvidenceReviewPage.tsx);
 * a nurse sends it from the mobile app, so the console has no form for it.
 */
import CircularProgress from '@mui/material/CircularProgress';
import { useGetOne } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { redirectTo, type RedirectView, type ResourceViews } from '../../src/generated/views';

function OpenReview() {
  const { id } = useParams();
  const { data, error } = useGetOne('righttoworkrequests', { id: id! });
  if (error) return <Navigate to="/rightToWorkRequests/pending" replace />;
  return data ? <Navigate to={`/users/${data.userId}/${id}`} replace /> : <CircularProgress aria-label="Loading" />;
}

const views: ResourceViews = {
  show: Object.assign(OpenReview, { redirect: true as const }) satisfies RedirectView,
  create: redirectTo(() => '/rightToWorkRequests/pending'),
};
export default views;
