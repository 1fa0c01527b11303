/**
 * One entry of the side menu, told by the menu whether it is the current screen's. react-admin's MenuItemLink
 * reads the location itself, so every navigation rendered each of a role's fifty-odd entries again; this one renders
 * again only when its own props or the sidebar change. It keeps MenuItemLink's look and behaviour (its classes and
 * theme name, the label as a tooltip while the sidebar is closed, the drawer closed on a tap on a small screen) and
 * marks the current screen's entry for assistive technology (aria-current).
 */
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { styled, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useCallback, type ComponentType } from 'react';
import { LinkBase, MenuItemLinkClasses, useSidebarState } from 'react-admin';

/** MenuItemLink's styles, under its theme name (RaMenuItemLink). */
const StyledMenuItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: theme.palette.text.primary },
})) as typeof MenuItem;

export interface SideMenuItemProps {
  to: string;
  label: string;
  icon: ComponentType;
  active: boolean;
  /** Sent with the navigation (a resource's list asks to be scrolled to its top). */
  state?: unknown;
}

export const SideMenuItem = memo(function SideMenuItem({ to, label, icon: Icon, active, state }: SideMenuItemProps) {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeOnSmall = useCallback(() => small && setOpen(false), [small, setOpen]);
  const item = (
    <StyledMenuItem
      component={LinkBase}
      to={to}
      state={state}
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      aria-current={active ? 'page' : undefined}
      tabIndex={0}
      onClick={closeOnSmall}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
