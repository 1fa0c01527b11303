/**
 * The console's query client: react-admin's, except that an access check (useCanAccess, useCanAccessResources)
 * starts answered. The answer is the acting role's, known at once (accessDecision), so a screen draws its buttons
 * and menu entries in its first render instead of one render more for each check's promise (a list screen committed
 * about 30 times before it settled, most of them for these). A check's cached answer is fresh while it is still the
 * acting role's answer, and stale once the session says otherwise (a role switch, an account update, a sign-in), so
 * the next screen to use it asks authProvider.canAccess again. A load the server refused is not asked again
 * (retryUnlessRefused), so its error (a toast, Not Found) shows at once instead of after three more tries.
 */
import { QueryClient, type Query, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { accessDecision } from './authProvider';

/** The answer an access check's query key asks for, or undefined when the key is not an access check's. */
export function accessAnswer(key: QueryKey | undefined): boolean | Record<string, boolean> | undefined {
  const [scope, kind, asked, action] = key ?? [];
  if (scope !== 'auth' || kind !== 'canAccess') return undefined;
  // useCanAccess: ['auth', 'canAccess', { action, resource, recordId, ... }]
  if (asked && typeof asked === 'object' && !Array.isArray(asked)) {
    const { action: act, resource } = asked as { action?: unknown; resource?: unknown };
    return typeof act === 'string' ? accessDecision(String(resource ?? ''), act).allowed : undefined;
  }
  // useCanAccessResources: ['auth', 'canAccess', resources, action, record]
  if (Array.isArray(asked) && typeof action === 'string')
    return Object.fromEntries(asked.map((resource) => [resource, accessDecision(String(resource), action).allowed]));
  return undefined;
}

/** Fresh for good while the cached answer is the one the session gives now; stale at once otherwise. */
const stillTheAnswer = (query: Query) =>
  JSON.stringify(query.state.data) === JSON.stringify(accessAnswer(query.queryKey)) ? Infinity : 0;

/**
 * Whether a failed load is tried again: not when the server refused it (a 4xx answer, other than a timeout or too many
 * requests: asking again gets the same answer), else up to three times more, TanStack Query's default.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return !refused && failures < 3;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: QueryObserverOptions & { _defaulted?: boolean }) => {
    // A check its caller turned off (a List with disableAuthentication) stays unanswered, as it would without this.
    const leftAsIs = options._defaulted || options.initialData !== undefined || options.enabled === false;
    const answer = leftAsIs ? undefined : accessAnswer(options.queryKey);
    return defaulted(answer === undefined ? options : { ...options, initialData: answer, staleTime: stillTheAnswer });
  }) as typeof client.defaultQueryOptions;
  return client;
}
