/**
 * Choosing an image to upload (an avatar, a trust's logo: domain/images.ts): what it shows now (the caller's preview),
 * a button to choose a file, one to upload it once it is of the kind and size the server takes (unless the caller
 * uploads it with its form), and the rule, shown as an error when the file chosen breaks it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_MEDIA_TYPES, imageFits } from '../domain/images';

export function ImagePicker(props: {
  /** The image shown: the file chosen, previewed, or the one stored. */
  shown: ReactNode;
  file: File | null;
  onChoose: (file: File | null) => void;
  maxBytes: number;
  busy: boolean;
  /** Uploads the file chosen; without it, the caller uploads it later (with the form it belongs to). */
  onUpload?: () => void;
  /** Text keys of the choose and upload buttons and of the rule. */
  labels: { choose: string; upload: string; rule: string };
  chooseIcon?: ReactNode;
}) {
  const translate = useTranslate();
  const { shown, file, onChoose, maxBytes, busy, onUpload, labels, chooseIcon } = props;
  const wrong = file !== null && !imageFits(file, maxBytes);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown}
        <Button component="label" variant="outlined" startIcon={chooseIcon}>
          {translate(labels.choose)}
          <input
            hidden
            type="file"
            accept={IMAGE_MEDIA_TYPES.join(',')}
            onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          />
        </Button>
        {onUpload && (
          <Button variant="contained" disabled={!file || wrong || busy} onClick={onUpload}>
            {translate(labels.upload)}
          </Button>
        )}
      </Box>
      <FormHelperText error={wrong}>{translate(labels.rule)}</FormHelperText>
    </>
  );
}
