/**
 * One chart of the chart reports: its title and summary, the chart (drawn for the eye; screen readers read it as one
 * image named by its summary),
 * its figures as a table behind a disclosure button (open to everyone, read by screen readers), and a CSV of the
 * same figures.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type ReactNode } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import { ChartCard } from '../dashboard/ChartCard';
import './messages';

const T = 'bankshift.reports.charts';

export interface FigureColumn<Row> {
  header: string;
  value(row: Row): ReactNode;
  numeric?: boolean;
}

interface Props<Row> {
  title: string;
  summary: string;
  chart: ReactNode;
  rows: Row[];
  rowKey(row: Row): string;
  columns: FigureColumn<Row>[];
  csv(): string;
  fileName: string;
}

export function ChartPanel<Row>({ title, summary, chart, rows, rowKey, columns, csv, fileName }: Props<Row>) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const figures = useId();
  return (
    <ChartCard title={title} subtitle={summary}>
      <Box role="img" aria-label={`${title}: ${summary}`}>
        {chart}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" aria-expanded={open} aria-controls={figures} onClick={() => setOpen(!open)}>
          {translate(open ? `${T}.hide_figures` : `${T}.figures`)}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          aria-label={translate(`${T}.csv_label`, { title })}
          onClick={() => downloadCSV(csv(), fileName)}
        >
          {translate(`${T}.csv`)}
        </Button>
      </Box>
      <Collapse in={open} id={figures}>
        {/* A region of its own, reachable by keyboard, as it scrolls. */}
        <Box
          role="region"
          aria-label={translate(`${T}.figures_of`, { title })}
          tabIndex={0}
          sx={{ maxHeight: 360, overflow: 'auto' }}
        >
          <Table size="small" stickyHeader>
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                      {c.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </ChartCard>
  );
}
