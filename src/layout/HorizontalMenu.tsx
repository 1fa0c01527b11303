/**
 * The permission- and feature-driven horizontal menu (spec 2.3): one dropdown button per group the acting role
 * sees, a plain link under the group's name for a group the spec gives a single entry (Shifts, Campaign, User
 * Preferences). A group of several entries stays a dropdown even when the role sees only one of them, so the
 * entry keeps its own name (a shift manager's Users group opens on 'Staff'). Buttons and menus work with the
 * keyboard (Enter, arrows, Escape).
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { HORIZONTAL_MENU, horizontalMenu, type MenuGroup } from '../../domain/menus';

export const HORIZONTAL_MENU_HEIGHT = 44;
/** Groups the spec gives one entry: shown as a link named after the group. */
const SINGLE_ENTRY_GROUPS = new Set(HORIZONTAL_MENU.filter((g) => g.entries.length === 1).map((g) => g.label));
const buttonSx = { color: 'text.primary', textTransform: 'none', fontWeight: 500, whiteSpace: 'nowrap' } as const;

function GroupButton({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate(group.label, { _: group.label });
  if (SINGLE_ENTRY_GROUPS.has(group.label)) {
    return (
      <Button component={Link} to={group.entries[0].path} sx={buttonSx}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={!!anchor}
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={buttonSx}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {group.entries.map((entry) => (
          <MenuItem key={entry.path} component={Link} to={entry.path} onClick={() => setAnchor(null)}>
            {translate(entry.label, { _: entry.label })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function HorizontalMenu({ role }: { role: ActingRole }) {
  const translate = useTranslate();
  const groups = horizontalMenu(role);
  if (!groups.length) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('bankshift.menu.main')}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        minHeight: HORIZONTAL_MENU_HEIGHT,
        overflowX: 'auto',
      }}
    >
      {groups.map((group) => (
        <GroupButton key={group.label} group={group} />
      ))}
    </Box>
  );
}
