/**
 * Lists that are pages of their own, each with its own address, shown as links over the current one (marked as the
 * current page): the shift and uplift lists, a staff list's tabs. Plain links, not tabs: a reload or a shared address
 * opens the same list.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface ListLink {
  path: string;
  /** An i18n key, or the text itself. */
  label: string;
}

export function ListLinks({ label, links, current }: { label: string; links: ListLink[]; current: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate(label, { _: label })}
      sx={{ display: 'flex', gap: 1, mt: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {links.map((link) => (
        <Button
          key={link.path}
          component={Link}
          to={link.path}
          aria-current={link.path === current ? 'page' : undefined}
          sx={{ borderRadius: 0, borderBottom: 2, borderColor: link.path === current ? 'primary.main' : 'transparent' }}
        >
          {translate(link.label, { _: link.label })}
        </Button>
      ))}
    </Box>
  );
}
