/**
 * A trust's logo (POST trust-logos): a PNG, JPEG or WebP image of at most 1 MB (domain/trustDetails.ts), previewed
 * before it is uploaded. The server tells the image by its bytes; its refusal shows as a toast. A trust being created
 * has its logo chosen with its details and uploaded once it exists (DetailsStep).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { imageFits, LOGO_MAX_BYTES } from '../../../domain/images';
import { http } from '../../../providers/httpClient';
import { ImagePicker } from '../../../src/ImagePicker';
import { useFilePreview } from '../../../src/useFilePreview';
import { useSetupWrite } from './useSetupWrite';

const T = 'bankshift.trust_setup';

/** Uploads `file` as the logo of the trust `trustId`, when it is one the server takes; answers whether it went. */
export function useLogoSave() {
  const notify = useNotify();
  const { write, busy } = useSetupWrite();
  const save = async (trustId: Identifier, file: File) => {
    if (!imageFits(file, LOGO_MAX_BYTES)) return false;
    const form = new FormData();
    form.append('trustId', String(trustId));
    form.append('logo', file);
    const saved = await write(['trusts'], () => http('trust-logos', { method: 'POST', body: form }));
    if (saved) notify(`${T}.logo_saved`, { type: 'success' });
    return saved;
  };
  return { save, busy };
}

/**
 * The logo section, showing the file chosen (held by the caller) or the stored logo. An existing trust's is uploaded
 * with its own button; a trust being created (`trust` absent) has it uploaded by the caller once the trust exists.
 */
export function LogoUpload({
  trust,
  file,
  onChoose,
}: {
  trust?: RaRecord;
  file: File | null;
  onChoose: (file: File | null) => void;
}) {
  const translate = useTranslate();
  const { save, busy } = useLogoSave();
  const preview = useFilePreview(file);
  const shown = preview ?? trust?.logoUrl;
  const name = trust?.name ?? translate(`${T}.new_trust`);
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
              alt={translate(`${T}.logo_of`, { trust: name })}
              sx={{ maxHeight: 72, maxWidth: 240, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">{translate(`${T}.no_logo`)}</Typography>
          )
        }
        file={file}
        onChoose={onChoose}
        maxBytes={LOGO_MAX_BYTES}
        busy={busy}
        onUpload={trust ? async () => (await save(trust.id, file!)) && onChoose(null) : undefined}
        labels={{ choose: `${T}.choose_logo`, upload: `${T}.upload_logo`, rule: `${T}.logo_rule` }}
      />
    </Box>
  );
}
