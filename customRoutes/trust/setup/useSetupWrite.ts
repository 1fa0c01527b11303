/**
 * The trust setup's writes: each through the data provider (so a refused one is the server's message, told in a toast),
 * the lists it changed read again afterwards. Answers whether it went through.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
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
