/**
 * Fetching a screen's code (spec 9: chunk load timeout 120 seconds). A fetch that fails (a dropped connection, a
 * deployment swapping files) is tried again, 1, 2, 4... seconds apart, until CHUNK_LOAD_TIMEOUT_MS has passed since the
 * first try; one that hangs counts as failed then. After that the screen says it could not be loaded and offers to
 * reload (ChunkBoundary).
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants';

/** The code of a screen could not be fetched within the chunk load timeout. */
export class ChunkLoadFailure extends Error {
  constructor(readonly cause: unknown) {
    super(`The screen's code could not be loaded: ${(cause as Error | undefined)?.message ?? String(cause)}`);
    this.name = 'ChunkLoadFailure';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The load's result, or its failure; a timeout once `ms` have passed without either. */
function within<M>(work: Promise<M>, ms: number): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 1000; ; pause *= 2) {
    try {
      return await within(load(), deadline - Date.now());
    } catch (failure) {
      if (Date.now() + pause >= deadline) throw new ChunkLoadFailure(failure);
    }
    await sleep(pause);
  }
}
