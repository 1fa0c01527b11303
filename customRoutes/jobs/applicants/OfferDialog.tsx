/** Offer the shift to a named nurse of its trust (POST /api/v3/jobs/offer-to-nurse { jobId, userId }). */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { dataProvider } from '../../../providers/dataProvider';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { errorText } from '../jobPage/errorText';
import type { Job } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';

interface Nurse {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

const SEARCH_DELAY_MS = 300;
const nurseLabel = (n: Nurse) => `${n.firstname} ${n.lastname} (${n.email})`;

export function OfferDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const apiCall = useApiCall();
  const provider = useDataProvider<typeof dataProvider>();
  const { role } = useActingRole();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [nurse, setNurse] = useState<Nurse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const nurses = useQuery({
    queryKey: ['get-nurse-users', job.trustId, job.careLocationId, search],
    queryFn: ({ signal }) =>
      apiCall(() =>
        http<{ data: Nurse[] }>('get-nurse-users', {
          query: {
            q: search,
            $limit: 20,
            trustId: role?.trustId == null ? job.trustId : undefined,
            careLocationId: job.careLocationId,
          },
          signal,
        }),
      ),
    enabled: open,
  });

  const offer = async () => {
    if (!nurse) return;
    setSending(true);
    setError(null);
    try {
      await provider.offerToNurse({ jobId: job.id, userId: nurse.id });
      notify('bankshift.jobs.applicants.offered', {
        type: 'success',
        messageArgs: { name: `${nurse.firstname} ${nurse.lastname}` },
      });
      refresh();
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offer-title">
      <DialogTitle id="offer-title">{translate('bankshift.jobs.applicants.offer_title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{translate('bankshift.jobs.applicants.offer_text')}</DialogContentText>
        <Autocomplete
          options={nurses.data?.data ?? []}
          loading={nurses.isFetching}
          filterOptions={(o) => o}
          getOptionLabel={nurseLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={nurse}
          onChange={(_, picked) => setNurse(picked)}
          inputValue={text}
          onInputChange={(_, value, reason) => {
            setText(value);
            // Picking a nurse writes their label in the box: that is no new search.
            if (reason !== 'reset') setTyped(value);
          }}
          noOptionsText={translate(
            nurses.error ? 'bankshift.something_went_wrong' : 'bankshift.jobs.applicants.no_nurses',
          )}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={translate('bankshift.jobs.applicants.nurse')} />
          )}
        />
        <ErrorAlert message={nurses.error ? errorText(nurses.error) : null} />
        <ErrorAlert message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!nurse || sending} onClick={offer}>
          {translate('bankshift.jobs.applicants.offer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
