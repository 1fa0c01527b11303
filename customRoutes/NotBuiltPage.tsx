/** The plain page of a route whose screen is not built yet: it names the page opened and says it is planned. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useLocation, useTranslate } from 'react-admin';

export function NotBuiltPage() {
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
        <Typography>{translate('bankshift.not_built.later')}</Typography>
      </CardContent>
    </Card>
  );
}
