/**
 * Export of a whole list, as react-admin's CSV: every row the list's filters select, fetched a page of the
 * API's largest `$limit` at a time (one request would stop at that limit without a word), each as a spreadsheet
 * reads it (readableRows.ts: fields by their labels, references by name). A list longer than EXPORT_MAX_ROWS is cut
 * there, and the user is told how much was left out. Leaving the page stops it.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  defaultExporter,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  type DataProvider,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import type { ActingRole } from '../../domain/access';
import type { ResourceDefinition } from '../../resources/define';
import { useNotifyError } from '../useNotifyError';
import { readableRows } from './readableRows';

/** The most rows one export fetches: enough for any list a user reads in a spreadsheet, and a browser keeps. */
const EXPORT_MAX_ROWS = 50_000;

interface ExportedRows {
  rows: RaRecord[];
  /** The list's total: more than rows.length when the export was cut at maxRows. */
  total: number;
}

/** Every row of a list, page after page (at most `maxRows`), sorted as the list is. */
export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: { filter: Record<string, unknown>; sort: SortPayload },
  { pageSize, maxRows = EXPORT_MAX_ROWS, signal }: { pageSize: number; maxRows?: number; signal?: AbortSignal },
): Promise<ExportedRows> {
  const rows: RaRecord[] = [];
  let total = 0;
  for (let page = 1; rows.length < maxRows; page++) {
    signal?.throwIfAborted();
    const answer = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: pageSize }, signal });
    rows.push(...answer.data);
    total = answer.total ?? rows.length;
    if (answer.data.length < pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, maxRows), total };
}

export function ExportAllButton({ def }: { def: ResourceDefinition }) {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const pageSize = def.maxLimit;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const exportAll = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      const all = await fetchAllRows(dataProvider, resource, { filter: { ...filterValues, ...filter }, sort }, { pageSize, signal: controller.signal });
      if (controller.signal.aborted) return;
      const fetchRelated = fetchRelatedRecords(dataProvider);
      const rows = await readableRows(def, all.rows, fetchRelated, role);
      if (controller.signal.aborted) return;
      await defaultExporter(rows, fetchRelated, dataProvider, resource);
      if (all.total > all.rows.length) {
        notify('bankshift.export.truncated', { type: 'warning', messageArgs: { count: all.rows.length, total: all.total } });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportAll} disabled={exporting || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
