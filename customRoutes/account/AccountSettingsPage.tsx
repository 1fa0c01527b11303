/** /users/settings: the signed-in user's name, profile picture, email and password (spec 2.1 user menu). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { AvatarForm } from './AvatarForm';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { useOwnAccount } from './useOwnAccount';

export function AccountSettingsPage() {
  const translate = useTranslate();
  const { account, saved } = useOwnAccount();
  if (!account) return null;
  return (
    <Box sx={{ maxWidth: 720, display: 'flex', flexDirection: 'column', gap: 2, my: 2 }}>
      <Title title="bankshift.account.title" />
      <Typography variant="h5" component="h1">
        {translate('bankshift.account.title')}
      </Typography>
      <NameForm account={account} saved={saved} />
      <AvatarForm account={account} saved={saved} />
      <EmailForm account={account} saved={saved} />
      <PasswordForm account={account} />
    </Box>
  );
}
