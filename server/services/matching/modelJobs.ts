/**
 * GET /api/v3/model-job-staff-match-score?modelJobId= (/modelJobs/:id/eligibleCandidateList, issue 13): a model job's
 * eligible candidates, ranked and explained as a shift's are (domain/modelJobs.ts: no day, no times, no department),
 * 10 a page; `excluded=true` lists those left out, `userId=` explains one nurse. The model job must be one the role
 * sees (404).
 */
import { NotFound } from '@feathersjs/errors';
import { MODEL_JOBS_READ, modelJobNeeds } from '../../../domain/modelJobs';
import type { ShiftSkillNeed } from '../../../domain/matching';
import type { TemplateSkill } from '../../../domain/templates';
import modelJobs from '../../../resources/model-jobs';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import type { ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';
import { trustFeatures } from '../trust/trustRolesService';
import { pageOf, rankCandidates } from './index';
import type { Row } from '../../db/row';

export const MODEL_JOB_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/model-job-staff-match-score',
    what: "a model shift's candidates",
    methods: { find: MODEL_JOBS_READ },
    query: { find: ['modelJobId', 'userId', 'excluded', '$limit', '$skip'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const page = pageOf(query);
        const id = idParam(query.modelJobId, 'modelJobId', 'must be the id of a model shift');
        const model: Row | undefined = await ResourceService.scope(db(modelJobs.table), modelJobs, params.actingRole)
          .where(`${modelJobs.table}.id`, id)
          .first(`${modelJobs.table}.*`);
        if (!model) throw new NotFound(`No model shift with id ${id}`);
        // The template's skills count where the trust has 'Shift skills' (spec 5), from a template of the trust or shared.
        const template: Row | undefined =
          model.jobTemplateId && (await trustFeatures(db, model.trustId)).includes('Shift skills')
            ? await db('jobtemplates')
                .where({ id: model.jobTemplateId })
                .where((q) => q.whereNull('trustId').orWhere('trustId', model.trustId))
                .first('templateSkills')
            : undefined;
        const needs = modelJobNeeds(
          (model.skills ?? []) as ShiftSkillNeed[],
          (template?.templateSkills ?? []) as TemplateSkill[],
        );
        const answer = await rankCandidates(
          app,
          {
            jobId: null,
            trustId: model.trustId,
            careLocationId: model.careLocationId,
            departmentId: null,
            date: null,
            startsAt: null,
            endsAt: null,
            gradeFrom: model.lowerBand,
            gradeTo: model.upperBand,
            needs,
          },
          page,
        );
        return { ...answer, modelJob: { id: model.id, name: model.name } };
      },
    }),
  },
];
