/**
 * A family's copy form (resources/define.ts formPaths.copy): its create form, starting from another row's values. The
 * create views read the values to start from with useCopiedValues.
 */
import { createContext, useContext, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { SaveButton, Toolbar, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources/define';
import { errorMessage } from '../errorMessage';
import { writableFields } from './validation';

const Copied = createContext<Record<string, unknown> | undefined>(undefined);

/** The values a create form starts from when it is a copy; undefined otherwise. */
export const useCopiedValues = () => useContext(Copied);

/**
 * The values of `row` a copy starts from: its writable fields (never its id, its server-set fields or its tenancy's
 * defaults), the field that names it marked as a copy, so that a name unique in its trust does not clash at once.
 */
export function copiedValues(
  def: ResourceDefinition,
  row: Record<string, unknown>,
  copyOf: (name: string) => string,
): Record<string, unknown> {
  const values = Object.fromEntries(
    writableFields(def).flatMap(([name]) => (row[name] === undefined ? [] : [[name, row[name]]])),
  );
  const name = values[def.recordRepresentation];
  if (typeof name === 'string') values[def.recordRepresentation] = copyOf(name);
  return values;
}

/** The create form of the family, starting from the row of the path's :id. */
export function CopyOf({ def, children }: { def: ResourceDefinition; children: ReactNode }) {
  const translate = useTranslate();
  const { id } = useParams();
  const { data, error, isPending } = useGetOne(def.name, { id: id! });
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <Alert severity="error">{errorMessage(translate, error)}</Alert>;
  return (
    <Copied.Provider value={copiedValues(def, data, (name) => translate('bankshift.copy.name', { name }))}>
      {children}
    </Copied.Provider>
  );
}

/** A create form's toolbar: a copy may be saved as it comes (its values are not the empty form's). */
export const CopyToolbar = ({ copied }: { copied: boolean }) => (
  <Toolbar>
    <SaveButton alwaysEnable={copied} />
  </Toolbar>
);
