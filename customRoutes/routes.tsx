/**
 * The screen behind every route of domain/routes.ts, in this one table: a route missing from SCREENS shows a
 * page saying it is planned, and a list parent opens its child; a family's list opens at the paths its definition
 * names. A screen whose route names who may open it is shown to those roles only.
 * Public routes open without a token and without the console's frame; the rest need a signed-in user.
 */
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LEGACY_PREFIX, ROUTES, type RouteSpec } from '../domain/routes';
import { definitions } from '../providers/resources';
import { Dashboard } from '../src/Dashboard';
import { generatedFormAt, GeneratedListAt } from '../src/generated/resourceElement';
import { lazyComponent } from '../src/lazyComponent';
import { SignInPage } from '../src/public/SignInPage';
import { JOB_SCREENS } from './jobs/screens';
import { LegacyPage } from './LegacyPage';
import { MESSAGE_SCREENS } from './messages/screens';
import { PLAN_SCREENS } from './plans/screens';
import { REPORT_SCREENS } from './reports/screens';
import { WIZARD_SCREENS } from './wizard/screens';
import { ROLE_SCREENS } from './roles/screens';
import { STAFF_SCREENS } from './staff/screens';
import { NotBuiltPage } from './NotBuiltPage';
import { RouteAccess } from './RouteAccess';

/**
 * The routes built so far, by their path in domain/routes.ts; each issue's screens come from its own table. Every
 * screen but the sign-in page and the home page loads with its route (src/lazyComponent.tsx).
 */
export const SCREENS: Record<string, ComponentType> = {
  '/sign-in': SignInPage,
  '/forgot-password': lazyComponent(() => import('../src/public/ForgotPasswordPage'), 'ForgotPasswordPage'),
  '/resetPassword/:token': lazyComponent(() => import('../src/public/ResetPasswordPage'), 'ResetPasswordPage'),
  '/verifyChangedEmail/:token': lazyComponent(
    () => import('../src/public/VerifyChangedEmailPage'),
    'VerifyChangedEmailPage',
  ),
  '/verified': lazyComponent(() => import('../src/public/VerifiedPage'), 'VerifiedPage'),
  '/sign-up': lazyComponent(() => import('../src/public/SignUpPage'), 'SignUpPage'),
  '/verifyEmail/:token': lazyComponent(() => import('../src/public/VerifyEmailPage'), 'VerifyEmailPage'),
  '/verifyUserEmail/:token': lazyComponent(() => import('../src/public/VerifyEmailPage'), 'VerifyEmailPage'),
  '/delete/user/acouunt/instruction': lazyComponent(
    () => import('../src/public/DeleteAccountInstructionPage'),
    'DeleteAccountInstructionPage',
  ),
  '/ManagerVerifyEmail/:token/:firstname/:lastname/:email': lazyComponent(
    () => import('../src/public/AcceptInvitationPage'),
    'AcceptInvitationPage',
  ),
  '/manager-invite-page/:token': lazyComponent(
    () => import('../src/public/AcceptInvitationPage'),
    'AcceptInvitationPage',
  ),
  '/login-default': Dashboard,
  '/users/settings': lazyComponent(() => import('./account/AccountSettingsPage'), 'AccountSettingsPage'),
  '/trust/:id/statistics-details': lazyComponent(() => import('./trust/TrustStatisticsPage'), 'TrustStatisticsPage'),
  '/trustDetails': lazyComponent(() => import('./trust/TrustDetailsPage'), 'TrustDetailsPage'),
  '/trust/:id/admin-invite': lazyComponent(() => import('./managers/InvitationPages'), 'AdminInvitePage'),
  ...JOB_SCREENS,
  ...PLAN_SCREENS,
  ...WIZARD_SCREENS,
  ...MESSAGE_SCREENS,
  ...STAFF_SCREENS,
  ...ROLE_SCREENS,
  ...REPORT_SCREENS,
};

function screenOf(route: RouteSpec): ReactElement | null {
  const Screen = SCREENS[route.path];
  if (Screen && route.access) {
    return (
      <RouteAccess rule={route.access}>
        <Screen />
      </RouteAccess>
    );
  }
  if (Screen) return <Screen />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <NotBuiltPage />;
}

const routeElement = (route: RouteSpec) => {
  const element = screenOf(route);
  return element && <Route key={route.path} path={route.path} element={element} />;
};

const present = (e: ReactElement | null): e is ReactElement => e !== null;

/** Routes a visitor may open without signing in (spec 4, Session). */
export const publicRoutes = ROUTES.filter((r) => r.public)
  .map(routeElement)
  .filter(present);

/**
 * A family's list at the spec's own paths its definition names (/trust-lists for trusts) and its fixed lists (a staff
 * list's tabs); its own path, /<name>, is served by its <Resource>.
 */
const familyRoutes = definitions.flatMap((def) => [
  ...def.paths
    .filter((path) => path !== `/${def.name}`)
    .map((path) => <Route key={path} path={path} element={<GeneratedListAt def={def} />} />),
  ...def.lists.map((list) => (
    <Route key={list.path} path={list.path} element={<GeneratedListAt def={def} fixed={list} />} />
  )),
  ...(['create', 'edit', 'copy'] as const).flatMap((form) => {
    const path = def.formPaths[form];
    const element = path && generatedFormAt(def, form);
    return element ? [<Route key={path} path={path} element={element} />] : [];
  }),
]);

/** Routes for signed-in users, inside the console's frame; legacy pages included. */
export const privateRoutes = [
  ...ROUTES.filter((r) => !r.public)
    .map(routeElement)
    .filter(present),
  ...familyRoutes,
  <Route key={LEGACY_PREFIX} path={`${LEGACY_PREFIX}*`} element={<LegacyPage />} />,
];
