/**
 * A count on an icon (unread messages, unread notifications). None at 0: MUI's hidden badge keeps showing its last
 * figure while it fades, which the icon's name (it says the count) no longer says.
 */
import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return count ? (
    <Badge badgeContent={count} color="error" max={99}>
      {children}
    </Badge>
  ) : (
    children
  );
}
