/**
 * The console: react-admin over the Bankshift API, one resource per definition, the routes of domain/routes.ts
 * (customRoutes/routes.tsx), public ones without the frame and the rest behind sign-in at /sign-in.
 */
import { useState } from 'react';
import { Admin, CustomRoutes, Notification } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { screenMessages } from '../customRoutes/messages';
import { privateRoutes, publicRoutes } from '../customRoutes/routes';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createI18nProvider } from '../providers/i18nProvider';
import { createQueryClient } from '../providers/queryClient';
import { definitions } from '../providers/resources';
import { Dashboard } from './Dashboard';
import { resourceElement } from './generated/resourceElement';
import { AppLayout } from './layout/AppLayout';
import { LoadingPage } from './LoadingPage';
import { theme } from './theme';

const i18nProvider = createI18nProvider(screenMessages);

/** Toasts close after 5 seconds (spec 9). */
const Toast = () => <Notification autoHideDuration={TOAST_AUTO_CLOSE_MS} />;

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Locations change at once, not in a transition: react-admin's logout of a signed-out visitor navigates to the
  // sign-in page and then clears its queries; in a transition the clearing redrew the old location first, which
  // logged out again, thousands of times over about 12 seconds before the sign-in page showed.
  return (
    <BrowserRouter useTransitions={false}>
      <Admin
        disableTelemetry
        requireAuth
        title="Bankshift"
        theme={theme}
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        dashboard={Dashboard}
        loading={LoadingPage}
        loginPage={false}
        notification={Toast}
      >
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
        <CustomRoutes>{privateRoutes}</CustomRoutes>
        {definitions.map(resourceElement)}
      </Admin>
    </BrowserRouter>
  );
}
