/**
 * A draft's drafted shift checklist (domain/draftChecklist.ts): the trust's active items, each ticked or not, mandatory
 * or advisory. Whoever may tick (TICK_CHECKLIST) ticks here, each tick saved at once; the card says what is still open
 * before the draft can be published (the server refuses the publish with the same items).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { checkAccess } from '../../../domain/access';
import { openChecklistItems, TICK_CHECKLIST, type ChecklistItem } from '../../../domain/draftChecklist';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { PageState } from '../jobPage/JobPageFrame';
import type { Job } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { usePatchJob } from '../jobPage/usePatchJob';

export function ChecklistCard({ job }: { job: Job }) {
  const translate = useTranslate();
  const { role } = useActingRole();
  const { patch, pending } = usePatchJob(job);
  const [error, setError] = useState<string | null>(null);
  const {
    data: items,
    isPending,
    error: readError,
  } = useGetList<ChecklistItem & { id: number }>('drafted-shift-checklist-configuration', {
    filter: { trustId: job.trustId, isActive: true },
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const ticked = job.checklistItemIds ?? [];
  const canTick = checkAccess(role, TICK_CHECKLIST).allowed;
  const open = items ? openChecklistItems(items, ticked) : [];
  const toggle = async (id: number) => {
    setError(null);
    const next = ticked.includes(id) ? ticked.filter((t) => t !== id) : [...ticked, id];
    setError(await patch({ checklistItemIds: next }, 'bankshift.jobs.details.checklist.saved'));
  };
  const title = translate('bankshift.jobs.details.checklist.title');
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <PageState isPending={isPending} error={readError} />
        {items && items.length === 0 && (
          <Typography color="text.secondary">{translate('bankshift.jobs.details.checklist.empty')}</Typography>
        )}
        {items && items.length > 0 && (
          <>
            <Alert role="status" severity={open.length ? 'warning' : 'success'}>
              {open.length
                ? translate('bankshift.jobs.details.checklist.open', { smart_count: open.length })
                : translate('bankshift.jobs.details.checklist.complete')}
            </Alert>
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={ticked.includes(item.id)}
                        disabled={!canTick || pending}
                        onChange={() => toggle(item.id)}
                      />
                    }
                    label={item.name}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(`bankshift.jobs.details.checklist.${item.mandatory ? 'mandatory' : 'advisory'}`)}
                  />
                </Box>
              ))}
            </Box>
          </>
        )}
        <ErrorAlert message={error} onClose={() => setError(null)} />
      </CardContent>
    </Card>
  );
}
