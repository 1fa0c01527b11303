/**
 * The jobs list's export: every shift the filters select, in the list's order, as a CSV the server writes as it reads
 * them (domain/listExports.ts). The console asks for a signed link with the list's own query and lets the browser
 * follow it: the file streams to disk, and no more than the page on screen is ever in the browser.
 */
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { jobsQueryOf, type JobListFilter } from '../../../domain/jobList';
import { LIST_EXPORTS_PATH } from '../../../domain/listExports';
import { filterQuery } from '../../../providers/filterQuery';
import { apiOrigin, http } from '../../../providers/httpClient';
import { followDownload } from '../../../providers/reports';
import { useApiCall } from '../../../src/useApiCall';
import { errorText } from '../jobPage/errorText';

export function ExportShiftsButton({ today }: { today: string }) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const apiCall = useApiCall();
  const [asking, setAsking] = useState(false);
  const exportShifts = async () => {
    setAsking(true);
    try {
      const query = { ...filterQuery(jobsQueryOf(filterValues as JobListFilter, today)), $sort: { [sort.field]: sort.order === 'DESC' ? -1 : 1 } };
      const { url } = await apiCall(() => http<{ url: string }>(LIST_EXPORTS_PATH, { method: 'POST', body: { resource: 'jobs', query } }));
      followDownload(`${apiOrigin()}${url}`);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={exportShifts} disabled={asking || !total}>
      <Download />
    </Button>
  );
}
