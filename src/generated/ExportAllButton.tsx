/**
 * Export of a whole list: every row the list's filters select, in its order, as a CSV the server writes as it reads
 * them, a batch at a time (domain/listExports.ts: each field under its label, references by name). The console asks
 * for a signed link and the browser follows it itself, so the file streams to disk and no row passes through the page.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { dataProvider } from '../../providers/dataProvider';
import { followDownload } from '../../providers/reports';
import { useNotifyError } from '../useNotifyError';

export function ExportAllButton() {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const provider = useDataProvider<typeof dataProvider>();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState(false);

  const exportAll = async () => {
    setAsking(true);
    try {
      const { data } = await provider.exportList(resource, { filter: { ...filterValues, ...filter }, sort });
      followDownload(data.url);
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportAll} disabled={asking || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
