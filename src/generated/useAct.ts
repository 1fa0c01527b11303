/**
 * A declared action (resources/define.ts ActionDefinition) through the dataProvider's `act` verb, as react-admin's
 * own mutations go: a refused token logs out, a 403 opens the permission-error modal, and on success the page's
 * data is read again (the changed record, and the lists showing it).
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh, type RaRecord } from 'react-admin';
import type { ActParams, dataProvider } from '../../providers/dataProvider';

export function useAct(resource: string) {
  const provider = useDataProvider<typeof dataProvider>();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (params: ActParams) => provider.act(resource, params).then((answer: { data: RaRecord }) => answer.data),
    onSuccess: () => refresh(),
  });
  return { act: mutation.mutateAsync, isPending: mutation.isPending };
}
