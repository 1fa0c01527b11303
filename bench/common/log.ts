/** Progress lines with the seconds since the run started. */
import { performance } from 'node:perf_hooks';

export const started = performance.now();

export const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

export const elapsedSeconds = () => (performance.now() - started) / 1000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
