/** An error shown where the user acted: the server's message, or a console message key (timeouts, no answer). */
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

export function ErrorAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose}>
      {translate(message, { _: message })}
    </Alert>
  );
}
