/**
 * The jobs list keeps the spec's filter keys in its link (domain/jobList.ts); under this provider, react-admin's
 * calls for the jobs list (the page, the export) ask the API with the query those keys make.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import { jobsQueryOf, type JobListFilter } from '../../../domain/jobList';

export function JobsQueryProvider({ today, children }: { today: string; children: ReactNode }) {
  // The raw provider: react-admin's useDataProvider adds its error handling (logout, permission modal) once, inside.
  const base = useContext(DataProviderContext) as DataProvider;
  const provider = useMemo<DataProvider>(
    () => ({
      ...base,
      getList: (resource, params) =>
        base.getList(resource, resource === 'jobs' ? { ...params, filter: jobsQueryOf(params.filter as JobListFilter, today) } : params),
    }),
    [base, today],
  );
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
