/**
 * The console's socket.io connection to the API (same origin). The socket authenticates with the session's
 * token, and again after every reconnection (a new connection starts signed out). Listeners stay subscribed
 * across reconnections; 'authenticated' tells them the socket is signed in, with `{ reconnected: true }` when
 * events may have been missed while it was away.
 */
import { io, type Socket } from 'socket.io-client';
import { apiOrigin } from './httpClient';
import { session } from './session';

/** A service event ('api/v3/notifications created'), or 'authenticated'. */
export type RealtimeEvent = string;
type Listener = (data: any) => void;

export const AUTHENTICATED: RealtimeEvent = 'authenticated';

const listeners = new Map<RealtimeEvent, Set<Listener>>();
let socket: Socket | null = null;

const dispatch = (event: RealtimeEvent, data?: unknown) => listeners.get(event)?.forEach((listener) => listener(data));

function authenticate(s: Socket, reconnected: boolean) {
  const accessToken = session.token();
  if (!accessToken) return;
  s.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken }, (error: unknown) => {
    if (error) console.warn('The realtime connection could not authenticate', error);
    else dispatch(AUTHENTICATED, { reconnected });
  });
}

export const realtime = {
  /** Opens the connection once; later calls answer the same socket. */
  connect(): Socket {
    if (!socket) {
      const s = io(apiOrigin(), { transports: ['websocket'] });
      let connections = 0;
      s.on('connect', () => authenticate(s, connections++ > 0));
      s.onAny((event: string, data: unknown) => dispatch(event, data));
      socket = s;
    }
    return socket;
  },

  disconnect() {
    socket?.disconnect();
    socket = null;
  },

  /** Calls back on every event of that name; returns the unsubscribe. */
  subscribe(event: RealtimeEvent, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => {
      listeners.get(event)?.delete(listener);
    };
  },
};
