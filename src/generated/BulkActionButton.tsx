/**
 * A declared action taken on several records at once (resources/define.ts ActionDefinition): its input asked once,
 * in its generated form, then the action sent for each record in turn, each one judged by the server on its own.
 * Progress shows while it runs; at the end a report says how many were done and, for each failure, which record and
 * the server's reason. What was done leaves the selection; what failed stays selected, to be looked at again.
 */
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { dataProvider } from '../../providers/dataProvider';
import { useDefinition } from '../../providers/definitions';
import { errorMessage } from '../errorMessage';
import { ActionForm } from './ActionForm';

/** One record to act on: the action's target (its id, and what its form scopes by), and the row it came from. */
export interface BulkTarget {
  rowId: Identifier;
  record: RaRecord;
  action: string;
  /** How the report names it. */
  name: string;
}

export interface BulkActionButtonProps {
  resource: string;
  /** The declared action whose input form is asked (the actions taken may differ per record but take the same input). */
  inputOf: string;
  /** The button's and the form's text (an i18n key), given the number of records (smart_count) and `labelOptions`. */
  label: string;
  labelOptions?: Record<string, unknown>;
  /** The records the selected rows act on, and by which action; rows that take none are left out. */
  targetsOf: (rows: RaRecord[]) => BulkTarget[];
  color?: ButtonProps['color'];
}

interface Failure {
  name: string;
  message: string;
}

export function BulkActionButton({ resource, inputOf, label, labelOptions, targetsOf, color }: BulkActionButtonProps) {
  const translate = useTranslate();
  const provider = useDataProvider<typeof dataProvider>();
  const refresh = useRefresh();
  const { data = [], selectedIds, onSelect } = useListContext();
  const reportId = useId();
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  // The report keeps the title it was asked under: the selection it acted on is gone by then.
  const [report, setReport] = useState<{ title: string; done: number; failures: Failure[] } | null>(null);
  const def = useDefinition(resource);
  const declared = def.actions[inputOf];
  const targets = targetsOf(data.filter((row) => selectedIds.includes(row.id)));
  if (!declared) return null;
  const text = translate(label, { ...labelOptions, smart_count: targets.length });

  const run = async (input: Record<string, unknown>) => {
    const failures: Failure[] = [];
    const failedRows = new Set<Identifier>();
    setProgress({ done: 0, of: targets.length });
    // One at a time: each decision is judged on its own, and the server is not flooded by one click.
    for (const [index, target] of targets.entries()) {
      try {
        await provider.act(resource, { id: target.record.id, action: target.action, data: input });
      } catch (error) {
        failures.push({ name: target.name, message: errorMessage(translate, error) });
        failedRows.add(target.rowId);
      }
      setProgress({ done: index + 1, of: targets.length });
    }
    setProgress(null);
    setAsking(false);
    onSelect(selectedIds.filter((id) => failedRows.has(id)));
    setReport({ title: text, done: targets.length - failures.length, failures });
    refresh();
  };

  return (
    <>
      <Button size="small" variant="outlined" color={color} disabled={!targets.length} onClick={() => setAsking(true)}>
        {text}
      </Button>
      <ActionForm
        def={def}
        action={{ ...declared, label: text }}
        record={targets[0]?.record ?? {}}
        open={asking}
        error={null}
        onSubmit={run}
        onClose={() => !progress && setAsking(false)}
      >
        {progress && (
          <>
            <LinearProgress
              variant="determinate"
              value={(100 * progress.done) / progress.of}
              aria-label={translate('bankshift.actions.progress', progress)}
            />
            <span role="status">{translate('bankshift.actions.progress', progress)}</span>
          </>
        )}
      </ActionForm>
      <Dialog open={!!report} onClose={() => setReport(null)} aria-labelledby={reportId}>
        <DialogTitle id={reportId}>{report?.title}</DialogTitle>
        <DialogContent>
          <Alert severity={report?.failures.length ? 'warning' : 'success'}>
            {translate('bankshift.actions.bulk_done', {
              done: report?.done ?? 0,
              failed: report?.failures.length ?? 0,
            })}
          </Alert>
          {!!report?.failures.length && (
            <ul>
              {report.failures.map((failure) => (
                <li key={failure.name}>
                  <strong>{failure.name}</strong>: {failure.message}
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReport(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
