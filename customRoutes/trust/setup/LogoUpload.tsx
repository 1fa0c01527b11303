/**
 * A trust's logo (POST trust-logos): a PNG, JPEG or WebP image of at most 1 MB (domain/trustDetails.ts), previewed
 * before it is uploaded. The server tells the image by its bytes; its refusal shows as a toast.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES } from '../../../domain/trustDetails';
import { http } from '../../../providers/httpClient';
import { useFilePreview } from '../../../src/useFilePreview';
import { useSetupWrite } from './useSetupWrite';

const T = 'bankshift.trust_setup';
const fits = (file: File) => (LOGO_MEDIA_TYPES as readonly string[]).includes(file.type) && file.size <= LOGO_MAX_BYTES;

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
  const wrong = file !== null && !fits(file);
  return (
    <Box component="section" aria-labelledby="trust-logo" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="trust-logo" variant="h6" component="h2">
        {translate(`${T}.logo`)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown ? (
          <Box component="img" src={shown} alt={translate(`${T}.logo_of`, { trust: trust.name })} sx={{ maxHeight: 72, maxWidth: 240, objectFit: 'contain' }} />
        ) : (
          <Typography color="text.secondary">{translate(`${T}.no_logo`)}</Typography>
        )}
        <Button component="label" variant="outlined">
          {translate(`${T}.choose_logo`)}
          <input hidden type="file" accept={LOGO_MEDIA_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" disabled={!file || wrong || busy} onClick={upload}>
          {translate(`${T}.upload_logo`)}
        </Button>
      </Box>
      <FormHelperText error={wrong}>{translate(`${T}.logo_rule`)}</FormHelperText>
    </Box>
  );
}
