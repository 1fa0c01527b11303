/**
 * The console's socket.io connection to the API (same origin). The socket authenticates with the session's
 * token, and again after every reconnection (a new connection starts signed out). Listeners stay subscribed
 * across reconnections; 'authenticated' tells them the socket is signed in, and 'disconnected' that it is away.
 * Events sent before the socket signed in never reached it, so on 'authenticated' each listener catches up on what
 * it shows: after a reconnection, and after the first sign-in too, since the page loaded its data before then (a
 * role changed in between would otherwise go unseen until the next page).
 */
import type { Socket } from 'socket.io-client';
import { apiOrigin } from './httpClient';
import { session } from './session';

/** A service event ('api/v3/notifications created'), 'authenticated' or 'disconnected'. */
export type RealtimeEvent = string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event's listener knows its payload's shape
type Listener = (data: any) => void;

export const AUTHENTICATED: RealtimeEvent = 'authenticated';
export const DISCONNECTED: RealtimeEvent = 'disconnected';

const listeners = new Map<RealtimeEvent, Set<Listener>>();
let socket: Socket | null = null;
/** The connection being opened: socket.io's client is fetched with the first connection, not with the console. */
let opening: Promise<Socket | null> | null = null;
/** Counts disconnections, so that a connection still being opened when the page closed it is never opened. */
let closings = 0;
/** Whether the socket dropped and has not yet signed in again (not when the page closed it). */
let down = false;
/** A socket the server closed is not reconnected by socket.io itself: it is reopened after this wait. */
const REOPEN_AFTER_SERVER_CLOSE_MS = 1000;

const dispatch = (event: RealtimeEvent, data?: unknown) => listeners.get(event)?.forEach((listener) => listener(data));

function authenticate(s: Socket) {
  const accessToken = session.token();
  if (!accessToken) return;
  s.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken }, (error: unknown) => {
    if (error) console.warn('The realtime connection could not authenticate', error);
    else {
      down = false;
      dispatch(AUTHENTICATED);
    }
  });
}

async function open(): Promise<Socket | null> {
  const closingsBefore = closings;
  const { io } = await import('socket.io-client');
  if (closings !== closingsBefore) return null;
  const s = io(apiOrigin(), { transports: ['websocket'] });
  s.on('connect', () => authenticate(s));
  s.on('disconnect', (reason) => {
    down = reason !== 'io client disconnect';
    if (reason === 'io server disconnect') setTimeout(() => socket === s && s.connect(), REOPEN_AFTER_SERVER_CLOSE_MS);
    dispatch(DISCONNECTED, { reason });
  });
  s.onAny((event: string, data: unknown) => dispatch(event, data));
  socket = s;
  return s;
}

export const realtime = {
  /**
   * Opens the connection once; later calls answer the same socket (null when it was closed before it opened, or
   * when socket.io's client could not be fetched: the next call tries again).
   */
  connect(): Promise<Socket | null> {
    opening ??= open().catch((error) => {
      console.warn('The realtime connection could not be opened', error);
      opening = null;
      return null;
    });
    return opening;
  },

  /** Signs the open socket in again with the session's token (a new one, after a password change). */
  reauthenticate() {
    if (socket?.connected) authenticate(socket);
  },

  disconnect() {
    closings++;
    opening = null;
    socket?.disconnect();
    socket = null;
    down = false;
  },

  isDown: () => down,

  /** Calls back on every event of that name; returns the unsubscribe. */
  subscribe(event: RealtimeEvent, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => {
      listeners.get(event)?.delete(listener);
    };
  },
};
