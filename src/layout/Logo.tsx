/** The Bankshift mark and name, linking to the home page. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';

export function Logo() {
  const translate = useTranslate();
  return (
    <Link
      to="/"
      aria-label={translate('bankshift.top_bar.home')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 28, height: 28 }}>
        <rect x="1" y="1" width="30" height="30" rx="7" fill="#fff" />
        <path d="M9 8h8.5a5 5 0 0 1 1.6 9.7A5.2 5.2 0 0 1 17.8 28H9z" fill="#005eb8" />
        <path d="M13 12v4h4a2 2 0 0 0 0-4zm0 7.5V24h4.6a2.25 2.25 0 0 0 0-4.5z" fill="#fff" />
      </Box>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
        {translate('bankshift.title')}
      </Typography>
    </Link>
  );
}
