/**
 * The profile picture: a PNG, JPEG or WebP of at most 2 MB, previewed before it is uploaded. The server checks
 * the same rule; its refusal shows as a toast.
 */
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Account } from '../../domain/account';
import { AVATAR_MAX_BYTES } from '../../domain/images';
import { uploadAvatar } from '../../providers/account';
import { useApiCall } from '../../src/useApiCall';
import { ImagePicker } from '../../src/ImagePicker';
import { useFilePreview } from '../../src/useFilePreview';
import { Section } from '../../src/Section';
import { useNotifyError } from '../../src/useNotifyError';

export function AvatarForm({ account, saved }: { account: Account; saved: (a: Account) => unknown }) {
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

  return (
    <Section title="bankshift.account.avatar">
      <ImagePicker
        shown={
          <Avatar
            src={preview ?? account.imageUrl ?? undefined}
            alt={`${account.firstname} ${account.lastname}`}
            sx={{ width: 72, height: 72 }}
          />
        }
        file={file}
        onChoose={setFile}
        maxBytes={AVATAR_MAX_BYTES}
        busy={uploading}
        onUpload={upload}
        labels={{
          choose: 'bankshift.account.choose_avatar',
          upload: 'bankshift.account.upload_avatar',
          rule: 'bankshift.account.avatar_rule',
        }}
        chooseIcon={<PhotoCamera />}
      />
    </Section>
  );
}
