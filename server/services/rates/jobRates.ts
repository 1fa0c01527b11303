/**
 * GET /api/v3/job-rates/{jobId} (spec 7.5 job-rates): a shift's rate with its breakdown (domain/rates.ts), its
 * undecided escalation with the rate it would give and its added cost, and the trust's uplift spend this month (the
 * added costs of the escalations approved since the month began), so that an approver sees the money before
 * deciding. A role reads the rates of the shifts it sees.
 * GET /api/v3/job-rates (find): the uplift list (upliftList.ts).
 */
import { NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { monthOf } from '../../../domain/jobList';
import { ESCALATION_READ, UNDECIDED } from '../../../domain/rateEscalations';
import { JOB_RATES_READ, pounds } from '../../../domain/rates';
import type { JobRates } from '../../../domain/shiftRate';
import { localDate, zonedInstant } from '../../../domain/time';
import jobs from '../../../resources/jobs';
import type { Application, Params } from '../../declarations';
import { allowOnlyQuery, badField } from '../../query';
import { restrictShifts } from '../jobs/visibility';
import type { ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';
import { ratesOfShift } from './shiftRates';
import { shiftListsOf } from './upliftList';

export const JOB_RATE_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/job-rates',
    // find: the uplift list, for whoever raises, decides or reviews escalations; get: one shift's rate.
    methods: { find: ESCALATION_READ, get: JOB_RATES_READ },
    what: 'shift rates',
    // find reads the shift list's filters (the jobs service checks them); get reads none.
    query: 'service',
    serve: (app) => {
      const rates = new JobRatesService(app);
      const { uplifts } = shiftListsOf(app);
      return { find: (params: Params) => uplifts.find(params), get: rates.get.bind(rates) };
    },
  },
];

class JobRatesService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  async get(id: unknown, params: Params): Promise<JobRates> {
    if (params.provider) allowOnlyQuery(params.query ?? {}, [], 'shift rates');
    if (!/^\d{1,9}$/.test(String(id))) throw badField('id', 'must be the id of a shift');
    const shifts = ResourceService.scope(this.db('jobs'), jobs, params.actingRole).where('jobs.id', Number(id));
    restrictShifts(shifts, this.db, params.actingRole, params.user?.id);
    const job = await shifts.first('jobs.*');
    if (!job) throw new NotFound(`No shift with id ${String(id)}`);
    const month = monthOf(localDate(this.app.get('clock').now()));
    const [undecided, spend] = await Promise.all([
      this.db('rate_escalations').where({ jobId: job.id }).whereIn('status', UNDECIDED).orderBy('id', 'desc').first(),
      this.db('rate_escalations')
        .where({ trustId: job.trustId, status: 'approved' })
        .where('decidedAt', '>=', zonedInstant(month.from, '00:00'))
        .first(this.db.raw('coalesce(sum("extraCost"), 0)::float8 as total')),
    ]);
    const [rate, proposed] = await ratesOfShift(this.db, job, [
      {},
      ...(undecided ? [{ tier: undecided.proposedTier, increase: undecided.increaseValue }] : []),
    ]);
    return {
      id: job.id,
      rate,
      openPlaces: Math.max(0, job.vacancies - job.confirmedCount),
      undecided: undecided
        ? { id: undecided.id, status: undecided.status, rate: proposed, extraCost: undecided.extraCost }
        : null,
      upliftSpendThisMonth: pounds(Number(spend?.total ?? 0)),
    };
  }
}
