/**
 * Sends each published event to its sockets with one encoding. Feathers' own dispatcher emits to each socket in
 * turn, so socket.io encodes the packet and frames it for WebSocket once per socket: a chat message to a room of
 * 100 was encoded 100 times. Here the channels still decide who gets it, connection by connection; the sockets
 * that get the same data get it in one socket.io broadcast, which encodes and frames it once. The broadcast names
 * this instance's sockets and goes through socket.io's in-memory adapter: events reach other instances through
 * feathers-sync (server/sync.ts), never through socket.io.
 */
import type { RealTimeConnection } from '@feathersjs/feathers';
import type { Server, Socket } from 'socket.io';
import type { Application } from './declarations';

interface PublishedChannel {
  connections: RealTimeConnection[];
  dataFor(connection: RealTimeConnection): unknown;
}

interface PublishedContext {
  path?: string;
  dispatch?: unknown;
  result?: unknown;
}

export function configureDispatch(app: Application, io: Server) {
  const sockets = new WeakMap<RealTimeConnection, Socket>();
  io.use((socket, next) => {
    sockets.set((socket as unknown as { feathers: RealTimeConnection }).feathers, socket);
    next();
  });
  // In place of @feathersjs/transport-commons' dispatcher, the only other listener.
  app.removeAllListeners('publish');
  app.on('publish', (event: string, channel: PublishedChannel, context: PublishedContext, data: unknown) => {
    const name = `${context.path || ''} ${event}`.trim();
    // As Feathers does: a channel's own data for the connection, else the dispatch or the result; of a batch
    // (a create of several rows emits one event per row, with the batch's context) the row this event is about.
    let shared = context.dispatch || context.result;
    if (!Array.isArray(data) && Array.isArray(context.result) && Array.isArray(shared))
      shared = shared[context.result.indexOf(data)];
    const bySent = new Map<unknown, string[]>();
    for (const connection of channel.connections) {
      const socket = sockets.get(connection);
      if (!socket) continue;
      const sent = channel.dataFor(connection) || shared;
      const ids = bySent.get(sent);
      if (ids) ids.push(socket.id);
      else bySent.set(sent, [socket.id]);
    }
    for (const [sent, ids] of bySent) io.to(ids).emit(name, sent);
  });
}

/**
 * Sends an event to some of this instance's own connections through the same dispatcher: per-instance work, which
 * feathers-sync does not replay on the other instances (each sends to its own connections).
 */
export function sendToConnections(
  app: Application,
  connections: RealTimeConnection[],
  path: string,
  event: string,
  data: unknown,
) {
  const channel: PublishedChannel = { connections, dataFor: () => undefined };
  app.emit('publish', event, channel, { path, result: data } satisfies PublishedContext, data);
}
