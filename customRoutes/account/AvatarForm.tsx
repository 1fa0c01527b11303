/**
 * The profile picture: a PNG, JPEG or WebP of at most 2 MB, previewed before it is uploaded. The server checks
 * the same rule; its refusal shows as a toast.
 */
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Account } from '../../domain/account';
import { uploadAvatar } from '../../providers/account';
import { useApiCall } from '../../src/useApiCall';
import { useFilePreview } from '../../src/useFilePreview';
import { Section } from '../../src/Section';
import { useNotifyError } from '../../src/useNotifyError';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const fits = (file: File) => AVATAR_TYPES.includes(file.type) && file.size <= AVATAR_MAX_BYTES;

export function AvatarForm({ account, saved }: { account: Account; saved: (a: Account) => unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const preview = useFilePreview(file);

  const upload = async () => {
    setUploading(true);
    try {
      await saved(await apiCall(() => uploadAvatar(file!)));
      setFile(null);
      notify('bankshift.account.avatar_saved', { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };

  const wrong = file !== null && !fits(file);
  return (
    <Section title="bankshift.account.avatar">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={preview ?? account.imageUrl ?? undefined} alt={`${account.firstname} ${account.lastname}`} sx={{ width: 72, height: 72 }} />
        <Button component="label" variant="outlined" startIcon={<PhotoCamera />}>
          {translate('bankshift.account.choose_avatar')}
          <input hidden type="file" accept={AVATAR_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" disabled={!file || wrong || uploading} onClick={upload}>
          {translate('bankshift.account.upload_avatar')}
        </Button>
      </Box>
      <FormHelperText error={wrong}>{translate('bankshift.account.avatar_rule')}</FormHelperText>
    </Section>
  );
}
