/** Chat services: rooms, messages, unread counts, notification requests, add-to-chat; and who gets their events. */

import { CHAT_READ, CHAT_SEND, CHAT_START, type ChatRead, type ChatRoom } from '../../../domain/chat';
import { userChannel } from '../../channels';
import type { Application, Params } from '../../declarations';
import { bound, type ServiceEntry } from '../mount';
import { AddToChatService } from './addToChat';
import { chatContacts } from './contacts';
import { ChatMessagesService } from './messages';
import { RoomAudience } from './audience';
import { CHAT_ROOMS_PATH, ChatRoomsService, myRooms, unreadBy } from './rooms';

/** Nurses chat in the rooms they are in; managers need a chat permission (spec 6): domain/chat.ts. */
const chatting = CHAT_READ;

export const CHAT_SERVICES: ServiceEntry[] = [
  {
    path: CHAT_ROOMS_PATH,
    methods: { find: chatting, get: chatting, create: CHAT_START, patch: chatting },
    what: 'chat rooms',
    query: { find: ['archived', 'q', '$limit', '$skip'] },
    events: ['read'],
    serve: (app) => bound(new ChatRoomsService(app), { find: 'find', get: 'get', create: 'create', patch: 'patch' }),
  },
  {
    path: 'api/v3/chat-messages',
    methods: { find: chatting, create: CHAT_SEND },
    what: 'chat messages',
    query: { find: ['chatRoomId', '$limit', 'before', 'after'] },
    serve: (app) => bound(new ChatMessagesService(app), { find: 'find', create: 'create' }),
  },
  {
    path: 'api/v3/chat-contacts',
    methods: { find: CHAT_START },
    what: 'chat contacts',
    query: { find: ['q'] },
    serve: (app) => ({ find: (p: Params) => chatContacts(db(app), p) }),
  },
  {
    path: 'api/v3/chat-user-profiles',
    methods: { find: chatting },
    what: 'chat profiles',
    // The caller's own profile: { userId, unreadMessages }, the others' messages after their read mark in each room
    // of their list (the acting role's trust, not archived): the badge counts what the list shows.
    serve: (app) => ({
      find: async (p: Params) => {
        const [{ unread }] = await myRooms(db(app), p)
          .where('me.archived', false)
          .joinRaw(`join chat_messages as m on ${unreadBy('m', 'me')}`)
          .count({ unread: '*' });
        return { userId: p.user!.id, unreadMessages: Number(unread) };
      },
    }),
  },
  {
    path: 'api/v3/notification-requests',
    methods: { find: chatting },
    what: 'notification requests',
    query: { find: ['chatRoomId'] },
    // The notification requests of rooms the caller is in, newest first.
    serve: (app) => ({
      find: async (p: Params) => {
        const { chatRoomId } = (p.query ?? {}) as Record<string, unknown>;
        const qb = db(app)('notification_requests as n')
          .join('chat_participants as me', (on) => on.on('me.roomId', 'n.chatRoomId').andOnVal('me.userId', p.user!.id))
          .orderBy('n.id', 'desc')
          .limit(50)
          .select('n.*');
        if (chatRoomId !== undefined) qb.where('n.chatRoomId', String(chatRoomId));
        return qb;
      },
    }),
  },
  {
    path: 'api/v1/users/add-to-chat',
    methods: { create: CHAT_START },
    what: 'chats',
    serve: (app) => bound(new AddToChatService(app), { create: 'create' }),
  },
];

const db = (app: Application) => app.get('database').knex;

/**
 * Messages, new rooms and read marks go to the sockets of the room's participants that may read it (audience.ts);
 * a room's own flags (archived) change for one person, so that change goes to that person's sockets only.
 */
export function publishChat(app: Application, audience = new RoomAudience(app)) {
  app.service('api/v3/chat-messages').publish('created', (message: { roomId: string }) => audience.of(message.roomId));
  // A room is 'created' for someone when it is made or when they join it: its people are read again. The room
  // goes as everyone in it shares it, without the flags and read marks of the person who made or joined it.
  app.service(CHAT_ROOMS_PATH).publish('created', async (room: ChatRoom) => {
    audience.forget(room.id);
    const { archived, unread, lastSeenAt, lastReadId, ...shared } = room;
    return (await audience.of(room.id))?.send(shared);
  });
  app.service(CHAT_ROOMS_PATH).publish('read', (read: ChatRead) => audience.of(read.roomId));
  app
    .service(CHAT_ROOMS_PATH)
    .publish('patched', (_room: unknown, context: { params: Params }) =>
      app.channel(userChannel(context.params.user?.id ?? 0)),
    );
}
