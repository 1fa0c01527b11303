/** The shift services: the declared ones' behaviour, the timed work, and the services that are not resources. */
import { DASHBOARD_ACCESS as dashboard } from '../../../domain/dashboard';
import { SHIFT_VIEW_PERMISSIONS } from '../../../domain/permissions';
import type { Application } from '../../declarations';
import { mountServices, type ServiceRules } from '../mount';
import type { ServiceClass } from '../../resources';
import { ApplicationsService } from './applicationsService';
import { JobApprovalsService } from './approvals';
import { registerFulfilment } from './fulfilment';
import { JobSkillsService } from './jobSkillsService';
import { JobsService } from './jobsService';
import { NURSE_QUERY, NurseUsersService } from './nurses';
import { OfferToNurseService } from './offers';
import { ShiftSummaries } from './summaries';
import { TimeRecordsService } from './timeRecordsService';

/** Declared resources whose service has behaviour of its own. */
export const SHIFT_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  jobs: JobsService,
  applications: ApplicationsService,
  'job-skills': JobSkillsService,
  'time-records': TimeRecordsService,
};

/** The services that are not declared resources: their paths and what each method needs. */
export const SHIFT_SERVICES: ServiceRules[] = [
  { path: 'api/v3/job-approvals', methods: { create: { anyOf: ['APPROVE_TIMESHEETS'] } }, what: 'shift approvals' },
  { path: 'api/v3/jobs/offer-to-nurse', methods: { create: { anyOf: ['CONFIRM_APPLICANTS'] } }, what: 'shift offers' },
  {
    path: 'api/v3/get-nurse-users',
    methods: { find: { anyOf: ['CONFIRM_APPLICANTS', 'CREATE_CHAT', 'VIEW_APPROVED_USERS'] } },
    what: 'nurses',
    findQuery: NURSE_QUERY,
  },
  {
    path: 'api/v3/manager-jobs-grouped-by-date',
    methods: { find: { anyOf: SHIFT_VIEW_PERMISSIONS } },
    what: 'shifts by date',
    findQuery: ['dateFrom', 'dateTo', 'careLocationId'],
  },
  { path: 'api/v1/jobs/postingsperday', methods: { find: dashboard }, what: 'postings per day', findQuery: ['days'] },
  { path: 'api/v1/jobs/topposters', methods: { find: dashboard }, what: 'top posters', findQuery: ['days'] },
  { path: 'api/v1/jobs/topworkers', methods: { find: dashboard }, what: 'top workers', findQuery: ['days'] },
  { path: 'api/v1/jobs/fillstats', methods: { find: dashboard }, what: 'fill statistics', findQuery: ['days'] },
];

export function mountShiftServices(app: Application) {
  const approvals = new JobApprovalsService(app);
  const offers = new OfferToNurseService(app);
  const summaries = new ShiftSummaries(app);
  const nurses = new NurseUsersService(app);
  const handlers: Record<string, object> = {
    'api/v3/job-approvals': { create: approvals.create.bind(approvals) },
    'api/v3/jobs/offer-to-nurse': { create: offers.create.bind(offers) },
    'api/v3/get-nurse-users': { find: nurses.find.bind(nurses) },
    'api/v3/manager-jobs-grouped-by-date': { find: summaries.groupedByDate.bind(summaries) },
    'api/v1/jobs/postingsperday': { find: summaries.postingsPerDay.bind(summaries) },
    'api/v1/jobs/topposters': { find: summaries.topPosters.bind(summaries) },
    'api/v1/jobs/topworkers': { find: summaries.topWorkers.bind(summaries) },
    'api/v1/jobs/fillstats': { find: summaries.fillStats.bind(summaries) },
  };
  mountServices(app, SHIFT_SERVICES, handlers);
  registerFulfilment(app, app.get('scheduler'), app.get('clock'));
}
