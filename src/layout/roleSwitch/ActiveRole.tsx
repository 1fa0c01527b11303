/**
 * Which role the console acts as, in the top bar (issue 52.16): its name, its trust and its care location, so a
 * user with several roles always knows which one a page shows and an action uses.
 */
import Typography from '@mui/material/Typography';
import { consoleRoles, roleNameOf } from '../../../domain/roles';
import { session } from '../../../providers/session';

export function ActiveRole() {
  const account = session.account();
  const current = consoleRoles(account?.newUserRoles ?? []).find((r) => r.roleId === session.roleId());
  if (!current) return null;
  const where = [current.trustName, current.careLocationName].filter(Boolean).join(', ');
  return (
    <Typography
      variant="body2"
      data-testid="active-role"
      sx={{ display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {[roleNameOf(current), where].filter(Boolean).join(' · ')}
    </Typography>
  );
}
