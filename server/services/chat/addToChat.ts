/**
 * POST /api/v1/users/add-to-chat { jobId, staffId } (spec 7.1): opens, or reuses, the room of a shift and a
 * nurse, with the manager, and posts the shift's description in it.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { visibleShift } from '../jobs/visibility';
import { nurseRolesSeeing } from '../jobs/eligibility';
import { notifyFirstUnread, postMessage, withAvatarUrl } from './messages';
import { CHAT_ROOMS_PATH, ChatRoomsService } from './rooms';
import { dayLabel } from '../../../domain/dateLabels';

export class AddToChatService {
  constructor(private readonly app: Application) {}

  async create(data: Record<string, unknown>, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { jobId, staffId }');
    const extra = Object.keys(data).filter((k) => k !== 'jobId' && k !== 'staffId');
    if (extra.length) throw badField(extra[0], 'is not part of add-to-chat');
    if (!Number.isInteger(data.staffId) || (data.staffId as number) <= 0)
      throw badField('staffId', 'must be the id of a nurse');
    const staffId = data.staffId as number;
    const me = params.user!;
    const db: Knex = this.app.get('database').knex;
    const { room, joined, message, others } = await db.transaction(async (trx) => {
      const job = await visibleShift(trx, data.jobId, params);
      // A nurse who may work the shift (eligibility.ts: an active nurse of its trust who sees its care location).
      const nurse = await nurseRolesSeeing(trx, job).where('ur.userId', staffId).first('ur.id');
      if (!nurse)
        throw badField('staffId', "is not an active nurse of the shift's trust who works at its care location");
      // One room per shift and nurse (a unique index): whoever made it first, the others find it.
      const [made] = await trx('chat_rooms')
        .insert({
          trustId: job.trustId,
          isGroupChat: false,
          chatTitle: job.title,
          jobId: job.id,
          staffId,
          createdBy: me.id,
        })
        .onConflict(['jobId', 'staffId'])
        .ignore()
        .returning('*');
      const room = made ?? (await trx('chat_rooms').where({ jobId: job.id, staffId }).first());
      // The manager asking joins it, if another manager of the trust opened it.
      const added = await trx('chat_participants')
        .insert([
          { roomId: room.id, userId: me.id, lastSeenAt: trx.fn.now() },
          { roomId: room.id, userId: staffId },
        ])
        .onConflict(['roomId', 'userId'])
        .ignore()
        .returning('userId');
      const text = `${job.title}: ${dayLabel(job.date)}, ${job.startTime}-${job.endTime}, band ${job.gradeFrom}${job.gradeTo !== job.gradeFrom ? `-${job.gradeTo}` : ''}`;
      const { message, others } = await postMessage(trx, trx('chat_rooms').where({ id: room.id }).select('id'), me, {
        text,
        messageType: 'JobDescription',
        jobId: job.id,
      });
      return { room, joined: added.length > 0, message: withAvatarUrl(this.app, message!), others };
    });
    // A new room, or one the manager joined, reaches the open consoles of its people (and each instance reads
    // its people again); then the message, like any other.
    if (joined)
      this.app.service(CHAT_ROOMS_PATH).emit('created', await new ChatRoomsService(this.app).get(room.id, params));
    this.app.service('api/v3/chat-messages').emit('created', message);
    await notifyFirstUnread(this.app, message, others);
    return { chatRoomId: room.id, message };
  }
}
