/** A list of facts about a shift or an escalation: a label (an i18n key, or the text itself) and its value, or a dash. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {translate(label, { _: label })}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children ?? '–'}
      </Typography>
    </Box>
  );
}
