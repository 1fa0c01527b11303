/**
 * The jobs list keeps the spec's filter keys in its link (domain/jobList.ts); under this provider, react-admin's
 * calls for the jobs list (the page, the export) ask the API with the query those keys make.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import { jobsQueryOf, upliftQueryOf, type JobListFilter } from '../../../domain/jobList';

/** `resource`: the jobs list, or the uplift list (job-rates), which takes the same filter keys but no status view. */
export function JobsQueryProvider({
  today,
  resource = 'jobs',
  children,
}: {
  today: string;
  resource?: 'jobs' | 'job-rates';
  children: ReactNode;
}) {
  // The raw provider: react-admin's useDataProvider adds its error handling (logout, permission modal) once, inside.
  const base = useContext(DataProviderContext) as DataProvider;
  const provider = useMemo<DataProvider>(
    () => ({
      ...base,
      getList: (name, params) => {
        if (name !== resource) return base.getList(name, params);
        const filter = params.filter as JobListFilter;
        return base.getList(name, {
          ...params,
          filter: resource === 'jobs' ? jobsQueryOf(filter, today) : upliftQueryOf(filter, today),
        });
      },
    }),
    [base, today, resource],
  );
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
