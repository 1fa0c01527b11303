/** The shift services: the declared ones' behaviour, and the services that are not resources. */
import { DASHBOARD_ACCESS as dashboard } from '../../../domain/dashboard';
import { SHIFT_VIEW_PERMISSIONS } from '../../../domain/permissions';
import type { Application } from '../../declarations';
import { bound, type ServiceEntry } from '../mount';
import type { ServiceClass } from '../../resources';
import { ApplicationsService } from './applicationsService';
import { JobApprovalsService } from './approvals';
import { JobSkillsService } from './jobSkillsService';
import { JobsService } from './jobsService';
import { NURSE_QUERY, NurseUsersService } from './nurses';
import { OfferToNurseService } from './offers';
import { ShiftPlansService } from './shiftPlansService';
import { ShiftSummaries } from './summaries';
import { TimeRecordsService } from './timeRecordsService';

/** Declared resources whose service has behaviour of its own. */
export const SHIFT_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  jobs: JobsService,
  applications: ApplicationsService,
  'job-skills': JobSkillsService,
  'time-records': TimeRecordsService,
  shiftplans: ShiftPlansService,
};

/** The shift services that are not declared resources. */
export const SHIFT_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/job-approvals',
    methods: { create: { anyOf: ['APPROVE_TIMESHEETS'] } },
    what: 'shift approvals',
    serve: (app) => bound(new JobApprovalsService(app), { create: 'create' }),
  },
  {
    path: 'api/v3/jobs/offer-to-nurse',
    methods: { create: { anyOf: ['CONFIRM_APPLICANTS'] } },
    what: 'shift offers',
    serve: (app) => bound(new OfferToNurseService(app), { create: 'create' }),
  },
  {
    path: 'api/v3/get-nurse-users',
    methods: { find: { anyOf: ['CONFIRM_APPLICANTS', 'CREATE_CHAT', 'VIEW_APPROVED_USERS'] } },
    what: 'nurses',
    query: { find: NURSE_QUERY },
    serve: (app) => bound(new NurseUsersService(app), { find: 'find' }),
  },
  {
    path: 'api/v3/manager-jobs-grouped-by-date',
    methods: { find: { anyOf: SHIFT_VIEW_PERMISSIONS } },
    what: 'shifts by date',
    query: { find: ['dateFrom', 'dateTo', 'careLocationId'] },
    serve: (app) => bound(new ShiftSummaries(app), { find: 'groupedByDate' }),
  },
  ...(
    [
      ['postingsperday', 'postings per day', 'postingsPerDay'],
      ['topposters', 'top posters', 'topPosters'],
      ['topworkers', 'top workers', 'topWorkers'],
      ['fillstats', 'fill statistics', 'fillStats'],
    ] as const
  ).map(([name, what, method]) => ({
    path: `api/v1/jobs/${name}`,
    methods: { find: dashboard },
    what,
    query: { find: ['days'] },
    serve: (app: Application) => bound(new ShiftSummaries(app), { find: method }),
  })),
];
