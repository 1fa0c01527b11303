/** Chat services: rooms, messages, unread counts, notification requests, add-to-chat; and who gets their events. */

import { CHAT_READ, CHAT_SEND, CHAT_START, type ChatRead, type ChatRoom } from '../../../domain/chat';
import { userChannel } from '../../channels';
import type { Application, Params } from '../../declarations';
import { mountServices, type ServiceRules } from '../mount';
import { AddToChatService } from './addToChat';
import { chatContacts } from './contacts';
import { ChatMessagesService } from './messages';
import { RoomAudience } from './audience';
import { CHAT_ROOMS_PATH, ChatRoomsService, myRooms, unreadBy } from './rooms';

/** Nurses chat in the rooms they are in; managers need a chat permission (spec 6): domain/chat.ts. */
const chatting = CHAT_READ;

export const CHAT_SERVICES: ServiceRules[] = [
  {
    path: CHAT_ROOMS_PATH,
    methods: { find: chatting, get: chatting, create: CHAT_START, patch: chatting },
    what: 'chat rooms',
    findQuery: ['archived', 'q', '$limit', '$skip'],
    events: ['read'],
  },
  { path: 'api/v3/chat-messages', methods: { find: chatting, create: CHAT_SEND }, what: 'chat messages', findQuery: ['chatRoomId', '$limit', 'before', 'after'] },
  { path: 'api/v3/chat-contacts', methods: { find: CHAT_START }, what: 'chat contacts', findQuery: ['q'] },
  { path: 'api/v3/chat-user-profiles', methods: { find: chatting }, what: 'chat profiles' },
  { path: 'api/v3/notification-requests', methods: { find: chatting }, what: 'notification requests', findQuery: ['chatRoomId'] },
  { path: 'api/v1/users/add-to-chat', methods: { create: CHAT_START }, what: 'chats' },
];

export function mountChat(app: Application) {
  const db = () => app.get('database').knex;
  const rooms = new ChatRoomsService(app);
  const messages = new ChatMessagesService(app);
  const addToChat = new AddToChatService(app);
  const services: Record<string, object> = {
    [CHAT_ROOMS_PATH]: {
      find: (p: Params) => rooms.find(p),
      get: (id: string, p: Params) => rooms.get(id, p),
      create: (d: object, p: Params) => rooms.create(d, p),
      patch: (id: string, d: object, p: Params) => rooms.patch(id, d, p),
    },
    'api/v3/chat-messages': { find: (p: Params) => messages.find(p), create: (d: object, p: Params) => messages.create(d, p) },
    // The caller's own profile: { userId, unreadMessages }, the others' messages after their read mark in each room
    // of their list (the acting role's trust, not archived): the badge counts what the list shows.
    'api/v3/chat-user-profiles': {
      find: async (p: Params) => {
        const [{ unread }] = await myRooms(db(), p)
          .where('me.archived', false)
          .joinRaw(`join chat_messages as m on ${unreadBy('m', 'me')}`)
          .count({ unread: '*' });
        return { userId: p.user!.id, unreadMessages: Number(unread) };
      },
    },
    // The notification requests of rooms the caller is in, newest first.
    'api/v3/notification-requests': {
      find: async (p: Params) => {
        const { chatRoomId } = (p.query ?? {}) as Record<string, unknown>;
        const qb = db()('notification_requests as n')
          .join('chat_participants as me', (on) => on.on('me.roomId', 'n.chatRoomId').andOnVal('me.userId', p.user!.id))
          .orderBy('n.id', 'desc')
          .limit(50)
          .select('n.*');
        if (chatRoomId !== undefined) qb.where('n.chatRoomId', String(chatRoomId));
        return qb;
      },
    },
    'api/v3/chat-contacts': { find: (p: Params) => chatContacts(db(), p) },
    'api/v1/users/add-to-chat': { create: (d: Record<string, unknown>, p: Params) => addToChat.create(d, p) },
  };
  mountServices(app, CHAT_SERVICES, services);
  publishChat(app, new RoomAudience(app));
}

/**
 * Messages, new rooms and read marks go to the sockets of the room's participants that may read it (audience.ts);
 * a room's own flags (archived) change for one person, so that change goes to that person's sockets only.
 */
function publishChat(app: Application, audience: RoomAudience) {
  app.service('api/v3/chat-messages').publish('created', (message: { roomId: string }) => audience.of(message.roomId));
  // A room is 'created' for someone when it is made or when they join it: its people are read again. The room
  // goes as everyone in it shares it, without the flags and read marks of the person who made or joined it.
  app.service(CHAT_ROOMS_PATH).publish('created', async (room: ChatRoom) => {
    audience.forget(room.id);
    const { archived, unread, lastSeenAt, lastReadId, ...shared } = room;
    return (await audience.of(room.id))?.send(shared);
  });
  app.service(CHAT_ROOMS_PATH).publish('read', (read: ChatRead) => audience.of(read.roomId));
  app.service(CHAT_ROOMS_PATH).publish('patched', (_room: unknown, context: { params: Params }) => app.channel(userChannel(context.params.user?.id ?? 0)));
}
