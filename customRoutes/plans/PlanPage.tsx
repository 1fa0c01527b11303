/** The frame of a shift plan screen: its title (in the top bar and as its heading) over its sections. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export function PlanPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
