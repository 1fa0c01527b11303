/**
 * A screen whose code fails to load (src/loadChunk.ts, src/ChunkBoundary.tsx): tried again, 1, 2, 4... seconds apart,
 * for the chunk load timeout of 120 seconds (spec 9), a hung fetch included; then the screen says so and offers to
 * reload. Code fetched ahead (preload) shows at once.
 */
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ChunkBoundary } from '../../src/ChunkBoundary';
import { lazyComponent } from '../../src/lazyComponent';
import { ChunkLoadFailure, loadChunk } from '../../src/loadChunk';

afterEach(() => vi.useRealTimers());

const screenModule = { Screen: () => <p>The screen</p> };

describe('loading a screen', () => {
  it('tries a failed fetch again until it loads', async () => {
    vi.useFakeTimers();
    const tries: number[] = [];
    const load = vi.fn(async () => {
      tries.push(Date.now());
      if (tries.length < 4) throw new TypeError('Failed to fetch dynamically imported module');
      return screenModule;
    });
    const loaded = loadChunk(load);
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(loaded).resolves.toBe(screenModule);
    expect(tries.slice(1).map((t, i) => t - tries[i])).toEqual([1000, 2000, 4000]);
  });

  it('gives up once the chunk load timeout has passed, a hung fetch counted as failed', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    let tries = 0;
    const loaded = loadChunk(() => (++tries === 3 ? new Promise<never>(() => {}) : Promise.reject(new Error('502'))));
    const outcome = loaded.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as Error).message).toContain('no answer in');
    expect(tries).toBe(3);
    expect(Date.now() - start).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });

  it('says the screen could not be loaded and offers to reload; any other error goes on', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyComponent<typeof screenModule, 'Screen'>(
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Screen',
    );
    render(
      <AdminContext i18nProvider={createI18nProvider({})}>
        <Screen />
      </AdminContext>,
    );
    expect(screen.getByText('Loading.....')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This screen could not be loaded. Check your connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    const Broken = () => {
      throw new Error('A bug, not a fetch');
    };
    expect(() =>
      render(
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>,
      ),
    ).toThrow('A bug, not a fetch');
  });

  it('shows a screen whose code was fetched ahead at once, without the loading page; fetched once however often asked', async () => {
    const load = vi.fn(async () => screenModule);
    const Screen = lazyComponent(load, 'Screen');
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(
      <AdminContext i18nProvider={createI18nProvider({})}>
        <Screen />
      </AdminContext>,
    );
    // In the first render: nothing suspended, so React has no loading page to hold back for 300 ms.
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading.....')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again, when asked, code whose fetch ahead failed', async () => {
    let fails = true;
    const Screen = lazyComponent(async () => {
      if (fails) throw new TypeError('Failed to fetch');
      return screenModule;
    }, 'Screen');
    vi.useFakeTimers();
    const failed = Screen.preload().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await failed).toBeInstanceOf(ChunkLoadFailure);
    fails = false;
    await expect(Screen.preload()).resolves.toBe(screenModule);
  });
});
