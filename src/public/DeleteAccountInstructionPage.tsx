/** /delete/user/acouunt/instruction (public, the path keeps the spec's spelling): how a user deletes their account. */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';

export function DeleteAccountInstructionPage() {
  const translate = useTranslate();
  return (
    <PublicPage title="bankshift.delete_account.title">
      <Typography>{translate('bankshift.delete_account.intro')}</Typography>
      <ol style={{ margin: 0, paddingLeft: '1.25em' }}>
        <li>
          <Typography>{translate('bankshift.delete_account.step_app')}</Typography>
        </li>
        <li>
          <Typography>{translate('bankshift.delete_account.step_mail')}</Typography>
        </li>
      </ol>
      <Typography variant="body2" color="text.secondary">
        {translate('bankshift.delete_account.after')}
      </Typography>
    </PublicPage>
  );
}
