/**
 * The top bar (spec 2.1): logo and environment tag; the post-a-shift button, chat, the notification bell and
 * the role switch as the acting role allows; the user menu. The horizontal menu sits under it.
 */
import { memo } from 'react';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'react-router-dom';
import {
  Logout,
  SidebarToggleButton,
  useGetIdentity,
  usePermissions,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { ChatLink } from '../../customRoutes/messages/ChatLink';
import type { ActingRole } from '../../domain/access';
import { environmentTag, postShiftButton, showsChat } from '../../domain/shell';
import { HorizontalMenu } from './HorizontalMenu';
import { LoadingIndicator } from './LoadingIndicator';
import { Logo } from './Logo';
import { NotificationBell } from './notifications/NotificationBell';
import { RoleSwitch } from './roleSwitch/RoleSwitch';
import { ActiveRole } from './roleSwitch/ActiveRole';

/** Height of the bar's first row; the horizontal menu adds its own. */
export const TOP_BAR_HEIGHT = 56;

const POST_A_SHIFT_PATH = '/shifts/new';
const ACCOUNT_SETTINGS_PATH = '/users/settings';

/** Takes the props the user menu's list gives its items (tab index, focus). */
function AccountSettingsItem(props: object) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={ACCOUNT_SETTINGS_PATH} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <ManageAccounts fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('bankshift.top_bar.account_settings')}</ListItemText>
    </MenuItem>
  );
}

function EnvironmentTag() {
  const translate = useTranslate();
  const tag = environmentTag(window.location.hostname);
  if (!tag) return null;
  return (
    <Chip
      label={tag}
      size="small"
      color="warning"
      aria-label={translate('bankshift.top_bar.environment', { tag })}
      sx={{ fontWeight: 700 }}
    />
  );
}

function Actions({ role }: { role: ActingRole }) {
  const translate = useTranslate();
  const postLabel = postShiftButton(role);
  return (
    <>
      {postLabel && (
        <Button
          component={Link}
          to={POST_A_SHIFT_PATH}
          variant="contained"
          color="secondary"
          size="small"
          sx={{ mr: 1, whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 600 }}
        >
          {translate(postLabel, { _: postLabel })}
        </Button>
      )}
      {showsChat(role) && <ChatLink />}
      <NotificationBell />
      <RoleSwitch />
    </>
  );
}

/**
 * react-admin's layout draws its frame again whenever its routes follow the location (twice or so per screen opened);
 * the bar's own hooks (role, identity, words) say when it changes, so it is drawn again only then.
 */
export const TopBar = memo(function TopBar() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const { identity } = useGetIdentity();
  // The menu's button shows the user's name: its name starts with it (WCAG 2.5.3, label in name).
  const userMenuLabel = identity?.fullName
    ? `${identity.fullName}, ${translate('ra.auth.user_menu')}`
    : 'ra.auth.user_menu';
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar disableGutters sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, px: 1, gap: 1 }}>
        <SidebarToggleButton />
        <Logo />
        <EnvironmentTag />
        <Box sx={{ flex: 1 }} />
        {role && <Actions role={role} />}
        <LoadingIndicator />
        <ActiveRole />
        <UserMenu label={userMenuLabel}>
          <AccountSettingsItem />
          <Logout />
        </UserMenu>
      </Toolbar>
      {role && <HorizontalMenu role={role} />}
    </AppBar>
  );
});
