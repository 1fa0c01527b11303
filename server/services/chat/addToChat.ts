/**
 * POST /api/v1/users/add-to-chat { jobId, staffId } (spec 7.1): opens, or reuses, the room of a shift and a
 * nurse, with the manager, and posts the shift's description in it.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { visibleShift } from '../jobs/visibility';
import { notifyFirstUnread, postMessage } from './messages';

export class AddToChatService {
  constructor(private readonly app: Application) {}

  async create(data: Record<string, unknown>, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { jobId, staffId }');
    const extra = Object.keys(data).filter((k) => k !== 'jobId' && k !== 'staffId');
    if (extra.length) throw badField(extra[0], 'is not part of add-to-chat');
    if (!Number.isInteger(data.staffId) || (data.staffId as number) <= 0) throw badField('staffId', 'must be the id of a nurse');
    const staffId = data.staffId as number;
    const me = params.user!;
    const db: Knex = this.app.get('database').knex;
    const { room, message, others } = await db.transaction(async (trx) => {
      const job = await visibleShift(trx, data.jobId, params);
      const nurse = await trx('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .where({ 'ur.userId': staffId, 'tr.trustId': job.trustId, 'tr.roleType': 'NURSE', 'ur.isActive': true })
        .first('ur.id');
      if (!nurse) throw badField('staffId', 'is not an active nurse of the shift trust');
      let room = await trx('chat_rooms')
        .where({ jobId: job.id, staffId })
        .whereExists(trx('chat_participants as p').whereRaw('"p"."roomId" = "chat_rooms"."id"').where('p.userId', me.id))
        .first();
      if (!room) {
        [room] = await trx('chat_rooms')
          .insert({ trustId: job.trustId, isGroupChat: false, chatTitle: job.title, jobId: job.id, staffId, createdBy: me.id })
          .returning('*');
        await trx('chat_participants').insert([{ roomId: room.id, userId: me.id, lastSeenAt: trx.fn.now() }, { roomId: room.id, userId: staffId }]);
      }
      const text = `${job.title}: ${job.date}, ${job.startTime}-${job.endTime}, band ${job.gradeFrom}${job.gradeTo !== job.gradeFrom ? `-${job.gradeTo}` : ''}`;
      return { room, ...(await postMessage(trx, room, me, { text, messageType: 'JobDescription', jobId: job.id })) };
    });
    // The message reaches open consoles like any other.
    this.app.service('api/v3/chat-messages').emit('created', message);
    await notifyFirstUnread(this.app, room, message, others);
    return { chatRoomId: room.id, message };
  }
}
