/**
 * The top bar's loading indicator (src/layout/LoadingIndicator.tsx): a progress circle while any query fetches or any
 * save is pending, however they start and end, and the refresh button otherwise.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { expect, it } from 'vitest';
import { createI18nProvider } from '../../providers/i18nProvider';
import { LoadingIndicator } from '../../src/layout/LoadingIndicator';

function held() {
  let release!: () => void;
  const promise = new Promise<string>((resolve) => (release = () => resolve('done')));
  return { promise, release: () => act(async () => release()) };
}

function renderIndicator(client: QueryClient) {
  render(
    <AdminContext queryClient={client} i18nProvider={createI18nProvider({})}>
      <LoadingIndicator />
    </AdminContext>,
  );
}
const circle = () => screen.queryByRole('progressbar');

it('shows the circle while queries fetch, until the last one ends, and the refresh button otherwise', async () => {
  const client = new QueryClient();
  renderIndicator(client);
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(circle()).toBeNull();
  const [first, second] = [held(), held()];
  await act(async () => void client.fetchQuery({ queryKey: ['first'], queryFn: () => first.promise }));
  await act(async () => void client.fetchQuery({ queryKey: ['second'], queryFn: () => second.promise }));
  expect(circle()).toBeInTheDocument();
  await first.release();
  expect(circle()).toBeInTheDocument();
  await second.release();
  expect(circle()).toBeNull();
});

it('shows a fetch that began before it was drawn, and a pending save', async () => {
  const client = new QueryClient();
  const fetch = held();
  void client.fetchQuery({ queryKey: ['early'], queryFn: () => fetch.promise });
  renderIndicator(client);
  expect(circle()).toBeInTheDocument();
  await fetch.release();
  expect(circle()).toBeNull();
  const save = held();
  await act(
    async () =>
      void client
        .getMutationCache()
        .build(client, { mutationFn: () => save.promise })
        .execute(undefined),
  );
  expect(circle()).toBeInTheDocument();
  await save.release();
  expect(circle()).toBeNull();
});

it('stops when the cache is cleared during a fetch, as signing out does', async () => {
  const client = new QueryClient();
  renderIndicator(client);
  // Clearing cancels the fetch: its promise rejects, as a cancelled one does.
  const cancelled = expect(
    client.fetchQuery({ queryKey: ['cleared'], queryFn: () => held().promise }),
  ).rejects.toThrow();
  await act(async () => {});
  expect(circle()).toBeInTheDocument();
  act(() => client.clear());
  expect(circle()).toBeNull();
  await cancelled;
});
