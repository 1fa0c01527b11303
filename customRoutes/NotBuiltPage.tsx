/** The plain page of a route whose screen is not built yet: it names the page opened and the issue that builds it. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useLocation, useTranslate } from 'react-admin';
import type { Owner } from '../domain/routes';

export function NotBuiltPage({ owner }: { owner: Owner }) {
  const translate = useTranslate();
  // The page as opened (/trust/1/statistics-details), not its pattern.
  const { pathname: route } = useLocation();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="bankshift.not_built.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('bankshift.not_built.title')}
        </Typography>
        <Typography>{translate('bankshift.not_built.text', { route })}</Typography>
        <Typography>{owner === 'later' ? translate('bankshift.not_built.later') : translate('bankshift.not_built.owner', { owner })}</Typography>
      </CardContent>
    </Card>
  );
}
