/**
 * The trust setup's reads and writes. Its writes go each through the data provider (so a refused one is the server's
 * message, told in a toast), the lists it changed read again afterwards; each answers whether it went through.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import type { dataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../src/errorMessage';

export function useSetupWrite() {
  const provider = useDataProvider<typeof dataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const write = async (
    resources: string[],
    work: (provider: typeof dataProvider) => Promise<unknown>,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      await work(provider);
      return true;
    } catch (error) {
      notify(errorMessage(translate, error), { type: 'error' });
      return false;
    } finally {
      await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
      setBusy(false);
    }
  };
  return { write, busy };
}

/** Every row of a trust's family (a trust's care locations, departments, groups, bands and job titles fit in one answer). */
export function useTrustRows(resource: string, trustId: RaRecord['id']) {
  return (
    useGetList(resource, {
      filter: { trustId },
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
    }).data ?? []
  );
}
