/**
 * /search/staff/persona, Find staff (issue 13): the nurses who could work at a care location, ranked by their match to
 * what a shift needs (a persona, skills at levels, a band range, a day), each explained; the search is kept in the
 * address (a reload or a shared link runs it again) and may be saved (find-a-staff-templates, the user's own) to run
 * again in one click. Rules: domain/findStaff.ts; answered by GET find-a-staff.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CRITERIA_KEYS } from '../../../domain/findStaff';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { CandidateResults } from '../../jobs/candidates/CandidateResults';
import type { CandidatePage } from '../../jobs/candidates/types';
import { CriteriaForm, type CriteriaStrings } from './CriteriaForm';
import { SavedSearches, useSaveSearch } from './SavedSearches';
import '../../jobs/pageMessages';
import './messages';

const T = 'bankshift.findStaff';

export function FindStaffPage() {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const [params, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const address = params.toString();
  // The search in the address, its criteria only: a new object only when the address changes (the form restarts from it).
  const criteria = useMemo<CriteriaStrings>(
    () => Object.fromEntries(CRITERIA_KEYS.filter((k) => params.get(k)).map((k) => [k, params.get(k)!])),
    [params],
  );
  const ran = !!criteria.careLocationId;

  return (
    <>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Card component="section" aria-label={translate(`${T}.criteria`)} sx={{ mb: 2 }}>
        <CardContent>
          <CriteriaForm value={criteria} onSubmit={(c) => setParams(c)} />
        </CardContent>
      </Card>
      <SavedSearches onRun={(c) => setParams(c)} />
      <Card component="section" aria-label={translate(`${T}.results`)}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {ran ? (
            <CandidateResults
              queryKey={['find-a-staff', address]}
              fetchPage={(ask, signal) =>
                apiCall(() => http<CandidatePage>('find-a-staff', { query: { ...criteria, ...ask }, signal }))
              }
              place="careLocation"
            >
              <div>
                <Button variant="outlined" onClick={() => setSaving(true)}>
                  {translate(`${T}.save`)}
                </Button>
              </div>
            </CandidateResults>
          ) : (
            <Typography>{translate(`${T}.start`)}</Typography>
          )}
        </CardContent>
      </Card>
      {saving && <SaveDialog criteria={criteria} onClose={() => setSaving(false)} />}
    </>
  );
}

function SaveDialog({ criteria, onClose }: { criteria: CriteriaStrings; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const save = useSaveSearch(onClose);
  // Kept at the care location's trust (the super admin's searches too).
  const place = useGetOne('care-locations', { id: criteria.careLocationId });
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">{translate(`${T}.save_title`)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          margin="dense"
          label={translate(`${T}.save_name`)}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!save.error}
          helperText={save.error ?? undefined}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || save.isPending}
          onClick={() => save.run(name.trim(), criteria, place.data?.trustId)}
        >
          {translate(`${T}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
