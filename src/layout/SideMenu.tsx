/**
 * The drawer's menu: the spec's simple side menu of the acting role (2.2), then, under 'Reference data', each
 * generated resource under its menu group, linking to its list at the spec's own path when it has one, shown only
 * when the acting role may list and change it (inMenuFor) and the side menu does not already link to it. The headings are not entries of the menu (role none): its entries
 * are its links.
 */
import { memo } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ViewList from '@mui/icons-material/ViewList';
import ListSubheader from '@mui/material/ListSubheader';
import {
  Menu,
  useGetResourceLabel,
  useLocation,
  useMatchPath,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { sideMenu } from '../../domain/menus';
import { inMenuFor, type MenuGroup, type Shelled } from '../../resources/define';
import { definitions } from '../../providers/resources';
import { SideMenuItem } from './SideMenuItem';

/** The spec's menu groups, in its order (2.3). */
const GROUPS: MenuGroup[] = [
  'Users',
  'Skills',
  'Settings',
  'Endorsement',
  'Organization',
  'User Preferences',
  'Shifts',
  'Reports',
  'Campaign',
  'Enhancements',
];

const inMenu = definitions.filter((d) => d.menu);
const byOrder = (a: Shelled, b: Shelled) =>
  (a.menu!.order ?? Infinity) - (b.menu!.order ?? Infinity) || a.label.many.localeCompare(b.label.many);

/** Where a family's list is opened from the menu: the spec's own path of it when it has one (one screen, one address). */
const homeOf = (d: Shelled) => d.paths[0] ?? `/${d.name}`;

/** A resource's list opens at its top. */
const TO_TOP = { _scrollToTop: true };

/**
 * Whether a path is the current screen's or one the screen is under (a record's edit or show view under its list),
 * as react-admin's MenuItemLink decides it. The menu reads the location here, once, rather than in each entry.
 */
function useActive(): (path: string) => boolean {
  const { pathname } = useLocation();
  const matchPath = useMatchPath();
  return (path) => !!matchPath({ path, end: path === '/' }, pathname);
}

/**
 * Resources whose list the role's side menu already links to are not repeated here. A resource is listed when the
 * role may list and change it (inMenuFor: the same rule as the console's canAccess) and has views.
 */
function ReferenceData({
  role,
  linked,
  active,
}: {
  role: ActingRole | undefined;
  linked: Set<string>;
  active: (path: string) => boolean;
}) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const resources = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const groups = GROUPS.map((group) => ({
    group,
    entries: inMenu
      .filter((d) => d.menu!.group === group && resources[d.name] && inMenuFor(d, role) && !linked.has(homeOf(d)))
      .sort(byOrder),
  })).filter((g) => g.entries.length);
  if (!groups.length) return null;
  return [
    open && (
      <ListSubheader
        key="reference-data"
        role="none"
        disableSticky
        sx={{ mt: 2, fontWeight: 700, color: 'text.primary', lineHeight: '36px' }}
      >
        {translate('bankshift.menu.reference_data')}
      </ListSubheader>
    ),
    ...groups.flatMap(({ group, entries }) => [
      open && (
        <ListSubheader key={group} role="none" disableSticky sx={{ lineHeight: '32px' }}>
          {translate(group, { _: group })}
        </ListSubheader>
      ),
      ...entries.map((d) => (
        <SideMenuItem
          key={d.name}
          to={homeOf(d)}
          state={TO_TOP}
          label={resourceLabel(d.name, 2)}
          icon={resources[d.name].icon ?? ViewList}
          active={active(homeOf(d))}
        />
      )),
    ]),
  ];
}

/** Long entries ('Rate Escalation Configuration') wrap onto a second line rather than being cut off. */
const wrapSx = {
  '& a[role=menuitem]': { whiteSpace: 'normal', alignItems: 'flex-start', py: 0.75 },
  '& a[role=menuitem] .MuiListItemIcon-root': { mt: '2px' },
  '& a[role=menuitem] .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' },
};

/** Drawn again when its own hooks change, not with each redraw of react-admin's frame (see TopBar). */
export const SideMenu = memo(function SideMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const active = useActive();
  const entries = role ? sideMenu(role) : [];
  return (
    <Menu sx={open ? wrapSx : undefined}>
      {entries.map((entry) => (
        <SideMenuItem
          key={entry.path}
          to={entry.path}
          label={translate(entry.label, { _: entry.label })}
          icon={ChevronRight}
          active={active(entry.path)}
        />
      ))}
      <ReferenceData role={role} linked={new Set(entries.map((e) => e.path))} active={active} />
    </Menu>
  );
});
