/** The deployment's console settings (GET console-settings: store links, the description assistant), read once. */
import { useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../domain/shell';
import { http } from '../../providers/httpClient';

export const useConsoleSettings = () =>
  useQuery({
    queryKey: ['console-settings'],
    queryFn: () => http<ConsoleSettings>('console-settings'),
    staleTime: Infinity,
  }).data;
