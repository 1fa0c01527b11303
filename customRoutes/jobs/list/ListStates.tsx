/** What the jobs list shows when no shift matches, when it cannot load, and the action that resets its filters. */
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { HttpError, useListContext, useTranslate } from 'react-admin';
import { defaultJobListFilter } from '../../../domain/jobList';
import { SHIFT_VIEW_PERMISSIONS } from '../../../domain/permissions';
import { errorMessage } from '../../../src/errorMessage';
import { useMissingInWords } from '../../../src/useMissingInWords';
import './messages';

const T = 'bankshift.jobs.list';

/** Back to the default view: vacant shifts of today (spec 9). */
export function ClearFiltersButton({ today }: { today: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const initial = defaultJobListFilter(today);
  const isDefault = JSON.stringify(filterValues) === JSON.stringify(initial);
  return (
    <Button
      size="small"
      startIcon={<FilterAltOff />}
      disabled={isDefault}
      onClick={() => setFilters(initial, {}, false)}
    >
      {translate(`${T}.filters.clear`)}
    </Button>
  );
}

export function NoShifts({ today }: { today: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.empty.title`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${T}.empty.hint`)}
      </Typography>
      <ClearFiltersButton today={today} />
    </Box>
  );
}

/**
 * The list's error: a role without a shift-list permission (spec 6) is told which permissions it lacks (the
 * permission-error modal opens as well); any other refusal shows the server's reason.
 */
export function ShiftsError() {
  const translate = useTranslate();
  const inWords = useMissingInWords();
  const { error } = useListContext();
  const forbidden = error instanceof HttpError && error.status === 403;
  const missing: string[] = forbidden ? (error.body?.data?.missingPermissions ?? []) : [];
  return (
    <Alert severity={forbidden ? 'warning' : 'error'} sx={{ mt: 2 }}>
      <AlertTitle>{translate(`${T}.error.title`)}</AlertTitle>
      {forbidden
        ? translate(`${T}.error.forbidden`, {
            permissions: inWords({ missingPermissions: missing.length ? missing : SHIFT_VIEW_PERMISSIONS }).join(', '),
          })
        : errorMessage(translate, error)}
    </Alert>
  );
}
