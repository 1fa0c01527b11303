/**
 * Exports the rates of the list as it is filtered (export-job-rates): a spreadsheet or CSV, made by the server and
 * downloaded from the signed link it answers, which expires after a few minutes.
 */
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { upliftQueryOf, type JobListFilter } from '../../../domain/jobList';
import type { dataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../src/errorMessage';
import './messages';

const T = 'bankshift.jobs.uplifts.export';
const FORMATS = ['xlsx', 'csv'] as const;

export function ExportRates({ today }: { today: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<typeof dataProvider>();
  const { filterValues, total } = useListContext();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (format: (typeof FORMATS)[number]) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { data } = await provider.exportJobRates({
        format,
        list: 'uplifts',
        filter: upliftQueryOf(filterValues as JobListFilter, today),
      });
      const link = document.createElement('a');
      link.href = data.url;
      link.download = data.fileName;
      link.click();
      notify(`${T}.done`, { type: 'success', messageArgs: { rows: data.rows, file: data.fileName } });
    } catch (error) {
      notify(errorMessage(translate, error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<Download />}
        disabled={busy || !total}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate(busy ? `${T}.busy` : `${T}.label`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => download(format)}>
            {translate(`${T}.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
