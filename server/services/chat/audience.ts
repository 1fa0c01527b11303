/**
 * Who a room's live events go to: the sockets of its participants whose account may read it now (spec 6: a chat
 * permission, under an active role of the room's trust), the same rule as the API's reads (domain/chat.ts). A
 * room's trust and people are read once and kept, so a message costs no query to publish. People only join (a
 * manager through add-to-chat), and a join is the room's 'created' event, whose publisher, run on every instance,
 * calls `forget` first.
 */
import type { RealTimeConnection } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Account } from '../../../domain/account';
import { actingRoleOf } from '../../../domain/account';
import { mayReadChatIn } from '../../../domain/chat';
import { userChannel } from '../../channels';
import type { Application } from '../../declarations';

interface RoomPeople {
  trustId: number;
  userIds: number[];
}

/** Rooms kept at most; the least recently used goes first. */
const KEPT_ROOMS = 5000;

/** Whether a connection's account may read the rooms of a trust, kept per account (a changed account is a new object). */
const readable = new WeakMap<Account, Map<number, boolean>>();
function mayReadRoomsOf(account: Account | undefined, trustId: number): boolean {
  if (!account) return false;
  let byTrust = readable.get(account);
  if (!byTrust) readable.set(account, (byTrust = new Map()));
  let may = byTrust.get(trustId);
  if (may === undefined) {
    may = account.newUserRoles.some((r) => mayReadChatIn(actingRoleOf(account, r.roleId), trustId));
    byTrust.set(trustId, may);
  }
  return may;
}

export class RoomAudience {
  private readonly rooms = new Map<string, Promise<RoomPeople | undefined>>();

  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  /** The room's trust and participants, from the database the first time. */
  private people(roomId: string): Promise<RoomPeople | undefined> {
    let people = this.rooms.get(roomId);
    if (people) {
      // Most recently used last.
      this.rooms.delete(roomId);
      this.rooms.set(roomId, people);
      return people;
    }
    people = this.db('chat_rooms as r')
      .join('chat_participants as p', 'p.roomId', 'r.id')
      .where('r.id', roomId)
      .select('r.trustId', 'p.userId')
      .then((rows) => {
        if (rows.length) return { trustId: rows[0].trustId, userIds: rows.map((r) => r.userId) };
        this.rooms.delete(roomId);
        return undefined;
      });
    people.catch(() => this.rooms.delete(roomId));
    this.rooms.set(roomId, people);
    if (this.rooms.size > KEPT_ROOMS) this.rooms.delete(this.rooms.keys().next().value!);
    return people;
  }

  forget(roomId: string) {
    this.rooms.delete(roomId);
  }

  /** The channel of the room's participants' sockets that may read it. */
  async of(roomId: string) {
    const room = await this.people(roomId);
    if (!room) return undefined;
    return this.app
      .channel(room.userIds.map(userChannel))
      .filter((connection: RealTimeConnection) => mayReadRoomsOf(connection.user as Account | undefined, room.trustId));
  }
}
