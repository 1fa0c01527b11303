/** Signed-in socket.io clients that record the events they receive. */
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import type { Harness } from './harness';

export interface RecordingSocket {
  socket: Socket;
  events: { event: string; data: any }[];
  /** The data of each event of that name received so far. */
  received(event: string): any[];
}

export async function openSocket(h: Harness, email: string, password = DEMO_PASSWORD): Promise<RecordingSocket> {
  const socket = io(h.url, { transports: ['websocket'], forceNew: true });
  const events: { event: string; data: any }[] = [];
  socket.onAny((event, data) => events.push({ event, data }));
  await new Promise<void>((resolve, reject) =>
    socket.emit('create', 'api/v3/authentication', { strategy: 'local', email, password }, (error: unknown) =>
      error ? reject(error) : resolve(),
    ),
  );
  return { socket, events, received: (event) => events.filter((e) => e.event === event).map((e) => e.data) };
}

/** Long enough for an event that was sent to arrive. */
export const settle = () => new Promise((r) => setTimeout(r, 300));

/** Waits until `done` holds, failing after `ms`. */
export async function until(done: () => boolean | Promise<boolean>, ms = 10_000, what = 'the expected events') {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
