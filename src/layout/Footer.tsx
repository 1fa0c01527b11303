/**
 * The footer (spec 1, 2.1): store-app (StoreLinks), site, legal and social links, and the console's and the server's
 * versions. The server's version is the newest 'backend' row of app-versions; when none comes back it is only
 * logged (spec 8).
 */
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { APP_VERSIONS_LIMIT } from '../../domain/constants';
import { http } from '../../providers/httpClient';
import { external, StoreLinks } from './StoreLinks';

/** Where the footer's own links lead. */
export const FOOTER_LINKS = {
  site: 'https://www.bankshift.co.uk',
  privacy: 'https://www.bankshift.co.uk/privacy-policy',
  terms: 'https://www.bankshift.co.uk/terms-of-use',
  cookies: 'https://www.bankshift.co.uk/cookie-policy',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/bankshift', Icon: LinkedIn },
    { name: 'X', href: 'https://x.com/bankshift', Icon: X },
    { name: 'Facebook', href: 'https://www.facebook.com/bankshift', Icon: Facebook },
    { name: 'YouTube', href: 'https://www.youtube.com/@bankshift', Icon: YouTube },
  ],
};

async function backendVersion(): Promise<string | null> {
  try {
    const page = await http<{ data: { version: string }[] }>('app-versions', {
      query: { platform: 'backend', $sort: { createdAt: -1 }, $limit: APP_VERSIONS_LIMIT },
    });
    if (!page.data[0]) console.warn('No backend version in app-versions');
    return page.data[0]?.version ?? null;
  } catch (error) {
    console.warn('The backend version could not be loaded', error);
    return null;
  }
}

export function Footer() {
  const translate = useTranslate();
  const { data: backend } = useQuery({
    queryKey: ['app-versions', 'backend'],
    queryFn: backendVersion,
    staleTime: Infinity,
  });
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        pt: 3,
        pb: 2,
        px: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      <StoreLinks />
      <Box component="nav" sx={{ display: 'flex', gap: 2 }}>
        <Link href={FOOTER_LINKS.site} {...external}>
          {translate('bankshift.footer.site')}
        </Link>
        <Link href={FOOTER_LINKS.privacy} {...external}>
          {translate('bankshift.footer.privacy')}
        </Link>
        <Link href={FOOTER_LINKS.terms} {...external}>
          {translate('bankshift.footer.terms')}
        </Link>
        <Link href={FOOTER_LINKS.cookies} {...external}>
          {translate('bankshift.footer.cookies')}
        </Link>
      </Box>
      <Box sx={{ display: 'flex' }}>
        {FOOTER_LINKS.social.map(({ name, href, Icon }) => (
          <IconButton
            key={name}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            size="small"
            color="inherit"
          >
            <Icon fontSize="small" />
          </IconButton>
        ))}
      </Box>
      <Typography variant="caption" sx={{ ml: 'auto' }}>
        {translate('bankshift.footer.frontend_version', { version: __APP_VERSION__ })}
        {backend && ` · ${translate('bankshift.footer.backend_version', { version: backend })}`}
      </Typography>
    </Box>
  );
}
