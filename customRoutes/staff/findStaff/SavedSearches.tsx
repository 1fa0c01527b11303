/** The user's saved searches for staff (find-a-staff-templates, each user's own): run one again, or delete it. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCreate, useDelete, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorText } from '../../jobs/jobPage/errorText';
import { PageState } from '../../jobs/jobPage/JobPageFrame';
import type { CriteriaStrings } from './CriteriaForm';

const T = 'bankshift.findStaff';
const RESOURCE = 'find-a-staff-templates';

/** Saving the search shown under a name: `onDone` once saved; a refusal (a name already used) is kept to show. */
export function useSaveSearch(onDone: () => void) {
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [error, setError] = useState<string | null>(null);
  const run = (name: string, paramDetails: CriteriaStrings, trustId?: number) =>
    create(
      RESOURCE,
      { data: { name, paramDetails, ...(trustId ? { trustId } : {}) } },
      {
        onSuccess: () => (notify(`${T}.saved_ok`, { type: 'success', messageArgs: { name } }), onDone()),
        onError: (e) => setError(errorText(e)),
      },
    );
  return { run, isPending, error };
}

export function SavedSearches({ onRun }: { onRun: (criteria: CriteriaStrings) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const saved = useGetList(RESOURCE, { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [remove] = useDelete();
  const [removing, setRemoving] = useState<RaRecord | null>(null);
  const confirmRemove = () => {
    if (!removing) return;
    remove(
      RESOURCE,
      { id: removing.id, previousData: removing },
      {
        onSuccess: () => notify(`${T}.removed`, { type: 'success' }),
        onError: (e) => notify(errorText(e), { type: 'error' }),
      },
    );
    setRemoving(null);
  };
  return (
    <Card component="section" aria-labelledby="saved-searches" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="saved-searches">
          {translate(`${T}.saved`)}
        </Typography>
        {saved.isPending || saved.error ? (
          <PageState isPending={saved.isPending} error={saved.error} />
        ) : !saved.data?.length ? (
          <Typography color="text.secondary">{translate(`${T}.no_saved`)}</Typography>
        ) : (
          <List dense>
            {saved.data.map((s) => (
              <ListItem
                key={s.id}
                secondaryAction={
                  <>
                    <Button
                      size="small"
                      aria-label={translate(`${T}.run_named`, { name: s.name })}
                      onClick={() => onRun(s.paramDetails)}
                    >
                      {translate(`${T}.run`)}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={translate(`${T}.remove_named`, { name: s.name })}
                      onClick={() => setRemoving(s)}
                    >
                      {translate(`${T}.remove`)}
                    </Button>
                  </>
                }
              >
                <ListItemText primary={s.name} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Confirm
        isOpen={!!removing}
        title={translate(`${T}.remove_title`, { name: removing?.name ?? '' })}
        content={`${T}.remove_text`}
        confirm={`${T}.remove`}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
