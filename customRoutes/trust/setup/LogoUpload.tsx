/**
 * A trust's logo (POST trust-logos): a PNG, JPEG or WebP image of at most 1 MB (domain/trustDetails.ts), previewed
 * before it is uploaded. The server tells the image by its bytes; its refusal shows as a toast.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { LOGO_MAX_BYTES } from '../../../domain/images';
import { http } from '../../../providers/httpClient';
import { ImagePicker } from '../../../src/ImagePicker';
import { useFilePreview } from '../../../src/useFilePreview';
import { useSetupWrite } from './useSetupWrite';

const T = 'bankshift.trust_setup';

export function LogoUpload({ trust }: { trust: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { write, busy } = useSetupWrite();
  const [file, setFile] = useState<File | null>(null);
  const preview = useFilePreview(file);
  const upload = async () => {
    const form = new FormData();
    form.append('trustId', String(trust.id));
    form.append('logo', file!);
    if (await write(['trusts'], () => http('trust-logos', { method: 'POST', body: form }))) {
      setFile(null);
      notify(`${T}.logo_saved`, { type: 'success' });
    }
  };
  const shown = preview ?? trust.logoUrl;
  return (
    <Box component="section" aria-labelledby="trust-logo" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="trust-logo" variant="h6" component="h2">
        {translate(`${T}.logo`)}
      </Typography>
      <ImagePicker
        shown={
          shown ? (
            <Box
              component="img"
              src={shown}
              alt={translate(`${T}.logo_of`, { trust: trust.name })}
              sx={{ maxHeight: 72, maxWidth: 240, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">{translate(`${T}.no_logo`)}</Typography>
          )
        }
        file={file}
        onChoose={setFile}
        maxBytes={LOGO_MAX_BYTES}
        busy={busy}
        onUpload={upload}
        labels={{ choose: `${T}.choose_logo`, upload: `${T}.upload_logo`, rule: `${T}.logo_rule` }}
      />
    </Box>
  );
}
