/**
 * The console's socket.io connection to the API (same origin). The socket authenticates with the session's
 * token, and again after every reconnection (a new connection starts signed out). Listeners stay subscribed
 * across reconnections; 'authenticated' tells them the socket is signed in, with `{ reconnected: true }` when
 * events may have been missed while it was away, and 'disconnected' that it is away.
 */
import { io, type Socket } from 'socket.io-client';
import { apiOrigin } from './httpClient';
import { session } from './session';

/** A service event ('api/v3/notifications created'), 'authenticated' or 'disconnected'. */
export type RealtimeEvent = string;
type Listener = (data: any) => void;

export const AUTHENTICATED: RealtimeEvent = 'authenticated';
export const DISCONNECTED: RealtimeEvent = 'disconnected';

const listeners = new Map<RealtimeEvent, Set<Listener>>();
let socket: Socket | null = null;
/** Whether the socket dropped and has not yet signed in again (not when the page closed it). */
let down = false;
/** A socket the server closed is not reconnected by socket.io itself: it is reopened after this wait. */
const REOPEN_AFTER_SERVER_CLOSE_MS = 1000;

const dispatch = (event: RealtimeEvent, data?: unknown) => listeners.get(event)?.forEach((listener) => listener(data));

function authenticate(s: Socket, reconnected: boolean) {
  const accessToken = session.token();
  if (!accessToken) return;
  s.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken }, (error: unknown) => {
    if (error) console.warn('The realtime connection could not authenticate', error);
    else {
      down = false;
      dispatch(AUTHENTICATED, { reconnected });
    }
  });
}

export const realtime = {
  /** Opens the connection once; later calls answer the same socket. */
  connect(): Socket {
    if (!socket) {
      const s = io(apiOrigin(), { transports: ['websocket'] });
      let connections = 0;
      s.on('connect', () => authenticate(s, connections++ > 0));
      s.on('disconnect', (reason) => {
        down = reason !== 'io client disconnect';
        if (reason === 'io server disconnect') setTimeout(() => socket === s && s.connect(), REOPEN_AFTER_SERVER_CLOSE_MS);
        dispatch(DISCONNECTED, { reason });
      });
      s.onAny((event: string, data: unknown) => dispatch(event, data));
      socket = s;
    }
    return socket;
  },

  disconnect() {
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
