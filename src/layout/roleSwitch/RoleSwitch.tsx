/**
 * The role-switch icon (only for users with more than one console role), the 'Choose Your Role' modal listing
 * the distinct non-nurse roles, and the 'Loading.....' modal while the switch is under way (spec 2.1, 4).
 */
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { consoleRoles, roleNameOf } from '../../../domain/roles';
import { showsRoleSwitch } from '../../../domain/shell';
import { session } from '../../../providers/session';
import { useRoleSwitch } from './useRoleSwitch';

export function RoleSwitch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { switching, switchTo } = useRoleSwitch();
  const account = session.account();
  if (!account || !showsRoleSwitch(account.newUserRoles)) return null;
  const roles = consoleRoles(account.newUserRoles);
  const current = session.roleId();
  const title = translate('bankshift.choose_role');

  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} onClick={() => setOpen(true)}>
          <SwapHoriz />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="choose-role-title" fullWidth maxWidth="xs">
        <DialogTitle id="choose-role-title">{title}</DialogTitle>
        <List sx={{ pt: 0 }}>
          {roles.map((role) => (
            <ListItemButton
              key={role.roleId}
              selected={role.roleId === current}
              onClick={() => {
                setOpen(false);
                switchTo(role);
              }}
            >
              <ListItemText
                primary={roleNameOf(role)}
                secondary={[
                  [role.trustName, role.careLocationName].filter(Boolean).join(', '),
                  role.roleId === current && translate('bankshift.role_switch.current'),
                  !role.isActive && translate('bankshift.role_switch.inactive'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
      <Dialog open={switching} aria-labelledby="role-switch-loading" disableEscapeKeyDown>
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
          <CircularProgress size={28} />
          <Typography id="role-switch-loading">{translate('bankshift.loading')}</Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
