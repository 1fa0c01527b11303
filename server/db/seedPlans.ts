/**
 * The demo's planner template (domain/shiftPlan.ts): a week of Northfield General's two busiest wards, a long day and
 * a night every day on the acute ward and an early on the respiratory ward on weekdays, ready to apply to any week
 * from /savedTemplate/summary/:id.
 */
import type { Knex } from 'knex';
import type { PlannedShift } from '../../domain/shiftPlan';

export async function seedPlans(trx: Knex.Transaction, trustId: number) {
  const { id: careLocationId } = await trx('care_locations').where({ trustId, code: 'NGH' }).first('id');
  const area = async (name: string) => (await trx('departments').where({ careLocationId, name }).first('id')).id as number;
  const [acute, respiratory] = [await area('Ward 1 - Acute Medicine'), await area('Ward 2 - Respiratory')];
  const { id: jobTitleTypeId } = await trx('job_title_types').where({ trustId, name: 'Staff Nurse' }).first('id');
  const planned = (departmentId: number, dayOfWeek: number, shift: string, start: string, end: string, vacancies: number): PlannedShift => ({
    careLocationId,
    departmentId,
    shift,
    shiftTime: { start, end },
    dayOfWeek,
    jobPostData: { jobTitleTypeId, band: { from: '5', to: '6' }, skills: [], vacancies, fulfilment: 'Manual' },
  });
  const days = [0, 1, 2, 3, 4, 5, 6];
  const jobs = [
    ...days.map((d) => planned(acute, d, 'Long day', '07:30', '19:30', 2)),
    ...days.map((d) => planned(acute, d, 'Night', '19:30', '07:30', 1)),
    ...days.slice(0, 5).map((d) => planned(respiratory, d, 'Early', '07:00', '15:00', 1)),
  ];
  await trx('planner_templates').insert({
    trustId,
    careLocationId,
    name: 'General wards: standard week',
    jobs: JSON.stringify(jobs),
    planner: JSON.stringify({ departmentIds: [acute, respiratory] }),
  });
}
