/** The frame of the pages a visitor opens without signing in: a titled card in the middle of the page. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import { SIGN_IN_PATH } from '../../providers/authProvider';

export function PublicPage({
  title,
  children,
  backToSignIn = true,
}: {
  title: string;
  children: ReactNode;
  backToSignIn?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          {children}
          {backToSignIn && <Link to={SIGN_IN_PATH}>{translate('bankshift.back_to_sign_in')}</Link>}
        </CardContent>
      </Card>
    </Box>
  );
}
