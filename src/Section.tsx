/**
 * One titled part of a page (the account settings, a shift's rate pages, a staff profile): a card named by its
 * heading (`title`, a text key), with an `action` beside the heading where the part has one (add a row).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const heading = (
    <Typography variant="h6" component="h2">
      {translate(title)}
    </Typography>
  );
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {action ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {heading}
            <Box sx={{ ml: 'auto' }}>{action}</Box>
          </Box>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}
