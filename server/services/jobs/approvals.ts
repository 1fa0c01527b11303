/**
 * POST /api/v3/job-approvals { jobIds }: approve the worked time of several shifts at once (the shell's
 * "Approve all"). Each shift takes the shifts' declared action approveWorkedTime (its rule, under the row's lock, and
 * the patch's own); failures are reported per shift.
 */
import { BadRequest } from '@feathersjs/errors';
import type { ProgressAction } from '../../../domain/shifts';
import type { Application, Params } from '../../declarations';

const MAX_AT_ONCE = 500;

export class JobApprovalsService {
  constructor(private readonly app: Application) {}

  async create(data: { jobIds?: unknown }, params: Params) {
    const ids = data?.jobIds;
    if (
      !Array.isArray(ids) ||
      !ids.length ||
      ids.length > MAX_AT_ONCE ||
      !ids.every((id) => Number.isInteger(id) && id > 0)
    ) {
      throw new BadRequest(`jobIds: must be a list of 1 to ${MAX_AT_ONCE} shift ids`, {
        errors: [{ field: 'jobIds', message: 'must be a list of shift ids' }],
      });
    }
    const jobs = this.app.service('api/v3/jobs') as unknown as Record<
      ProgressAction,
      (data: { id: number }, params: Params) => Promise<unknown>
    >;
    const approved: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (const id of [...new Set(ids as number[])]) {
      try {
        await jobs.approveWorkedTime({ id }, { user: params.user, actingRole: params.actingRole });
        approved.push(id);
      } catch (error) {
        failed.push({ id, message: (error as Error).message || 'Something went wrong.' });
      }
    }
    return { approved, failed };
  }
}
