/** Chat services (issue 5): rooms, messages, unread counters, notification requests, add-to-chat; and who gets their events. */

import type { AccessRule } from '../../../domain/access';
import { CHAT_READ, CHAT_SEND, CHAT_START } from '../../../domain/chat';
import { userChannel } from '../../channels';
import type { Application, Params } from '../../declarations';
import { mountServices, type ServiceRules } from '../mount';
import { badField } from '../../query';
import { AddToChatService } from './addToChat';
import { chatContacts } from './contacts';
import { ChatMessagesService } from './messages';
import { ChatRoomsService } from './rooms';

/** Nurses chat in the rooms they are in; managers need a chat permission (spec 6): domain/chat.ts. */
const chatting = CHAT_READ;
const everyone: AccessRule = { levels: ['ADMIN', 'MANAGER', 'NURSE'] };

export const CHAT_SERVICES: ServiceRules[] = [
  { path: 'api/v3/chat-rooms', methods: { find: chatting, get: chatting, create: CHAT_START, patch: chatting }, what: 'chat rooms' },
  { path: 'api/v3/chat-messages', methods: { find: chatting, create: CHAT_SEND }, what: 'chat messages' },
  { path: 'api/v3/chat-contacts', methods: { find: CHAT_START }, what: 'chat contacts' },
  { path: 'api/v3/chat-user-profiles', methods: { find: everyone }, what: 'chat profiles' },
  { path: 'api/v3/notification-requests', methods: { find: chatting }, what: 'notification requests' },
  { path: 'api/v1/users/add-to-chat', methods: { create: CHAT_START }, what: 'chats' },
];

export function mountChat(app: Application) {
  const db = () => app.get('database').knex;
  const rooms = new ChatRoomsService(app);
  const messages = new ChatMessagesService(app);
  const addToChat = new AddToChatService(app);
  const services: Record<string, object> = {
    'api/v3/chat-rooms': {
      find: (p: Params) => rooms.find(p),
      get: (id: string, p: Params) => rooms.get(id, p),
      create: (d: object, p: Params) => rooms.create(d, p),
      patch: (id: string, d: object, p: Params) => rooms.patch(id, d, p),
    },
    'api/v3/chat-messages': { find: (p: Params) => messages.find(p), create: (d: object, p: Params) => messages.create(d, p) },
    // The caller's own profile: { userId, unreadMessages }.
    'api/v3/chat-user-profiles': {
      find: async (p: Params) => (await db()('chat_user_profiles').where({ userId: p.user!.id }).first()) ?? { userId: p.user!.id, unreadMessages: 0 },
    },
    // The notification requests of rooms the caller is in, newest first.
    'api/v3/notification-requests': {
      find: async (p: Params) => {
        const { chatRoomId, ...rest } = (p.query ?? {}) as Record<string, unknown>;
        if (Object.keys(rest).length) throw badField(Object.keys(rest)[0], 'unknown query field');
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
  publishChat(app);
}

/**
 * Messages go to the sockets of the room's participants, and a new room to them too; a room's own flags
 * (archived, read) change for one person, so that change goes to that person's sockets only.
 */
function publishChat(app: Application) {
  const db = () => app.get('database').knex;
  // Each signed-in socket is in its user's channel (server/channels.ts): no scan of every connection per message.
  const toUsers = (ids: number[]) => app.channel(ids.map(userChannel));
  const toParticipants = async (roomId: string) => toUsers(await db()('chat_participants').where({ roomId }).pluck('userId'));
  app.service('api/v3/chat-messages').publish('created', (message: { roomId: string }) => toParticipants(message.roomId));
  app.service('api/v3/chat-rooms').publish('created', (room: { id: string }) => toParticipants(room.id));
  app.service('api/v3/chat-rooms').publish('patched', (_room: unknown, context: { params: Params }) => toUsers([context.params.user?.id ?? 0]));
}
