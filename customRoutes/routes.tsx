/**
 * The screen behind every route of domain/routes.ts, in this one table: a route missing from SCREENS shows a
 * page naming the issue that builds it, and a route backed by a generated resource opens that resource's list.
 * Public routes open without a token and without the console's frame; the rest need a signed-in user.
 */
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LEGACY_PREFIX, ROUTES, type RouteSpec } from '../domain/routes';
import { Dashboard } from '../src/Dashboard';
import { DeleteAccountInstructionPage } from '../src/public/DeleteAccountInstructionPage';
import { ForgotPasswordPage } from '../src/public/ForgotPasswordPage';
import { ResetPasswordPage } from '../src/public/ResetPasswordPage';
import { SignInPage } from '../src/public/SignInPage';
import { VerifiedPage } from '../src/public/VerifiedPage';
import { VerifyChangedEmailPage } from '../src/public/VerifyChangedEmailPage';
import { AccountSettingsPage } from './account/AccountSettingsPage';
import { JOB_SCREENS } from './jobs/screens';
import { LegacyPage } from './LegacyPage';
import { MESSAGE_SCREENS } from './messages/screens';
import { NotBuiltPage } from './NotBuiltPage';

/** The routes built so far, by their path in domain/routes.ts; each issue's screens come from its own table. */
export const SCREENS: Record<string, ComponentType> = {
  '/sign-in': SignInPage,
  '/forgot-password': ForgotPasswordPage,
  '/resetPassword/:token': ResetPasswordPage,
  '/verifyChangedEmail/:token': VerifyChangedEmailPage,
  '/verified': VerifiedPage,
  '/delete/user/acouunt/instruction': DeleteAccountInstructionPage,
  '/login-default': Dashboard,
  '/users/settings': AccountSettingsPage,
  ...JOB_SCREENS,
  ...MESSAGE_SCREENS,
};

function screenOf(route: RouteSpec): ReactElement | null {
  const Screen = SCREENS[route.path];
  if (Screen) return <Screen />;
  // A resource's own path is served by its <Resource>.
  if (route.resource) return route.path === `/${route.resource}` ? null : <Navigate to={`/${route.resource}`} replace />;
  return <NotBuiltPage owner={route.owner} />;
}

const routeElement = (route: RouteSpec) => {
  const element = screenOf(route);
  return element && <Route key={route.path} path={route.path} element={element} />;
};

const present = (e: ReactElement | null): e is ReactElement => e !== null;

/** Routes a visitor may open without signing in (spec 4, Session). */
export const publicRoutes = ROUTES.filter((r) => r.public).map(routeElement).filter(present);

/** Routes for signed-in users, inside the console's frame; legacy pages included. */
export const privateRoutes = [
  ...ROUTES.filter((r) => !r.public).map(routeElement).filter(present),
  <Route key={LEGACY_PREFIX} path={`${LEGACY_PREFIX}*`} element={<LegacyPage />} />,
];
