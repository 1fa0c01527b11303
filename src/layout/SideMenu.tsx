/**
 * The drawer's menu: the spec's simple side menu of the acting role (2.2), then, under 'Reference data', each
 * generated resource under its menu group, shown only when the acting role may list and change it (inMenuFor) and
 * the side menu does not already link to it. The headings are not entries of the menu (role none): its entries
 * are its links.
 */
import ChevronRight from '@mui/icons-material/ChevronRight';
import ListSubheader from '@mui/material/ListSubheader';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { sideMenu } from '../../domain/menus';
import { inMenuFor, type MenuGroup, type Shelled } from '../../resources/define';
import { definitions } from '../../providers/resources';

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

/** Resources whose list the role's side menu already links to are not repeated here. */
function ReferenceData({ role, linked }: { role: ActingRole | undefined; linked: Set<string> }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const groups = GROUPS.map((group) => ({
    group,
    entries: inMenu
      .filter((d) => d.menu!.group === group && inMenuFor(d, role) && !linked.has(`/${d.name}`))
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
      ...entries.map((d) => <Menu.ResourceItem key={d.name} name={d.name} />),
    ]),
  ];
}

/** Long entries ('Rate Escalation Configuration') wrap onto a second line rather than being cut off. */
const wrapSx = {
  '& a[role=menuitem]': { whiteSpace: 'normal', alignItems: 'flex-start', py: 0.75 },
  '& a[role=menuitem] .MuiListItemIcon-root': { mt: '2px' },
  '& a[role=menuitem] .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' },
};

export function SideMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const entries = role ? sideMenu(role) : [];
  return (
    <Menu sx={open ? wrapSx : undefined}>
      {entries.map((entry) => (
        <Menu.Item
          key={entry.path}
          to={entry.path}
          primaryText={translate(entry.label, { _: entry.label })}
          leftIcon={<ChevronRight />}
        />
      ))}
      <ReferenceData role={role} linked={new Set(entries.map((e) => e.path))} />
    </Menu>
  );
}
