/**
 * The Bankshift app's store links, the deployment's (console-settings: APP_STORE_URL, GOOGLE_PLAY_URL), each shown only
 * when set: in the footer, and where a nurse is told to use the app (/verified).
 */
import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { useConsoleSettings } from './useConsoleSettings';

export const external = { target: '_blank', rel: 'noopener noreferrer', color: 'inherit', underline: 'hover' } as const;

export function StoreLinks() {
  const translate = useTranslate();
  const { appStore, googlePlay } = useConsoleSettings()?.storeLinks ?? {};
  if (!appStore && !googlePlay) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {appStore && (
        <Link href={appStore} {...external} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Apple fontSize="small" /> {translate('bankshift.footer.app_store')}
        </Link>
      )}
      {googlePlay && (
        <Link href={googlePlay} {...external} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Shop fontSize="small" /> {translate('bankshift.footer.google_play')}
        </Link>
      )}
    </Box>
  );
}
