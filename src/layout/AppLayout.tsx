/**
 * The signed-in console's frame: the top bar with the horizontal menu under it, the side menu in the drawer,
 * the footer, the bottom bar of selected shifts, the permission-error modal and the idle logout. While it is
 * open the realtime connection is up, the account is kept current, and a link's shift filter is kept for the shift
 * list (useShiftFilterLink).
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Layout, Sidebar, useLocation, usePermissions, type SidebarProps } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { horizontalMenu } from '../../domain/menus';
import { realtime } from '../../providers/realtime';
import { lazyComponent } from '../lazyComponent';
import { Footer } from './Footer';
import { HORIZONTAL_MENU_HEIGHT } from './HorizontalMenu';
import { PermissionErrorModal } from './PermissionErrorModal';
import { roleSwitching } from './roleSwitch/switching';
import { ShiftSelectionBar } from './ShiftSelectionBar';
import { SideMenu } from './SideMenu';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useAccountSync } from './useAccountSync';
import { useShiftFilterLink } from './useShiftFilterLink';

const IdleLogout = lazyComponent(() => import('./IdleLogout'), 'IdleLogout', null);

/**
 * The top bar is sticky rather than fixed, so the frame needs no offset. The page never grows wider than the window
 * beside the drawer (a wide table scrolls within its own card, see the theme's RaList), so the top bar stays in view.
 */
const layoutSx = {
  // react-admin lets the frame grow to fit its content, however wide.
  minWidth: 0,
  '& .RaLayout-appFrame': { marginTop: 0 },
  '& .RaLayout-content': { pt: 1, minWidth: 0 },
};

/**
 * The drawer fits exactly under the top bar (and the horizontal menu when the role has one): react-admin sizes
 * it for its own 3em bar, which made every page taller than the window and scrolled the sticky bar over the
 * top of the page.
 */
function AppSidebar(props: SidebarProps) {
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const offset = TOP_BAR_HEIGHT + (role && horizontalMenu(role).length ? HORIZONTAL_MENU_HEIGHT : 0);
  const height = `calc(100vh - ${offset}px)`;
  return <Sidebar {...props} sx={{ height, '& .RaSidebar-fixed': { height } }} />;
}

/** False while a role switch has not yet arrived at its landing page (./roleSwitch/switching). */
function useRoleSwitchArrival() {
  const switching = useSyncExternalStore(roleSwitching.subscribe, roleSwitching.get);
  const { pathname } = useLocation();
  const arrived = typeof switching === 'object' && (pathname === switching.landingAt || pathname !== switching.leaving);
  useEffect(() => {
    if (arrived) roleSwitching.set('idle');
  }, [arrived]);
  // Signing out (a revoked role lands at /sign-in, outside the layout) ends any switch.
  useEffect(() => () => roleSwitching.set('idle'), []);
  return switching === 'idle' || arrived;
}

export function AppLayout({ children }: { children: ReactNode }) {
  useAccountSync();
  useShiftFilterLink();
  const showsPage = useRoleSwitchArrival();
  useEffect(() => {
    realtime.connect();
    return () => realtime.disconnect();
  }, []);
  return (
    <Layout appBar={TopBar} menu={SideMenu} sidebar={AppSidebar} appBarAlwaysOn sx={layoutSx}>
      {showsPage && children}
      <Footer />
      <ShiftSelectionBar />
      <PermissionErrorModal />
      <IdleLogout />
    </Layout>
  );
}
