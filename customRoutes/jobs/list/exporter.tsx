/**
 * The jobs list's export: every shift the filters select, in the list's order, as a CSV the server writes as it reads
 * them (domain/listExports.ts). The console asks for a signed link with the list's own query and lets the browser
 * follow it: the file streams to disk, and no more than the page on screen is ever in the browser.
 */
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { jobsQueryOf, type JobListFilter } from '../../../domain/jobList';
import type { dataProvider } from '../../../providers/dataProvider';
import { followDownload } from '../../../providers/reports';
import { errorText } from '../jobPage/errorText';

export function ExportShiftsButton({ today }: { today: string }) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const provider = useDataProvider<typeof dataProvider>();
  const [asking, setAsking] = useState(false);
  const exportShifts = async () => {
    setAsking(true);
    try {
      const { data } = await provider.exportList('jobs', {
        filter: jobsQueryOf(filterValues as JobListFilter, today),
        sort,
      });
      followDownload(data.url);
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
