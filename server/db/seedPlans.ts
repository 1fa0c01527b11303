/**
 * The demo's planner template (domain/shiftPlan.ts): a week of Northfield General's two busiest wards, a long day and
 * a night every day on the acute ward and an early on the respiratory ward on weekdays, ready to apply to any week
 * from /savedTemplate/summary/:id; the plan it was saved from; and two managers' own shift shapes.
 */
import type { Knex } from 'knex';
import { mondayFrom, type PlannedShift } from '../../domain/shiftPlan';
import { localDate } from '../../domain/time';

export async function seedPlans(trx: Knex.Transaction, trustId: number) {
  const { id: careLocationId } = await trx('care_locations').where({ trustId, code: 'NGH' }).first('id');
  const area = async (name: string) =>
    (await trx('departments').where({ careLocationId, name }).first('id')).id as number;
  const [acute, respiratory] = [await area('Ward 1 - Acute Medicine'), await area('Ward 2 - Respiratory')];
  const { id: jobTitleTypeId } = await trx('job_title_types').where({ trustId, name: 'Staff Nurse' }).first('id');
  const planned = (
    departmentId: number,
    dayOfWeek: number,
    shift: string,
    start: string,
    end: string,
    vacancies: number,
  ): PlannedShift => ({
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
  const [template] = await trx('planner_templates')
    .insert({
      trustId,
      careLocationId,
      name: 'General wards: standard week',
      jobs: JSON.stringify(jobs),
      planner: JSON.stringify({ departmentIds: [acute, respiratory] }),
    })
    .returning('id');
  // The plan it was saved from, kept as the record of what was planned (no shifts made from it).
  const { id: officer } = await trx('users').where({ email: 'bankofficer@bankshift.test' }).first('id');
  const monday = mondayFrom(localDate(new Date()));
  await trx('shiftplans').insert({
    trustId,
    careLocationId,
    weekStart: monday,
    rows: JSON.stringify(jobs),
    shiftCount: 0,
    bookedCount: 0,
    plannerTemplateId: template.id,
    createdBy: officer,
  });
  // Two managers' own shift shapes (custom-shift-templates), started from on the wizard's first step.
  const shape = {
    careLocationId,
    departmentId: acute,
    jobTitleTypeId,
    band: { from: '5', to: '6' },
    skills: [],
    shift: 'Long day',
    shiftTime: { start: '07:30', end: '19:30' },
    vacancies: 1,
    fulfilment: 'Manual',
  };
  for (const email of ['bankofficer@bankshift.test', 'trustadmin@bankshift.test']) {
    const { id: userId } = await trx('users').where({ email }).first('id');
    await trx('custom_shift_templates').insert({
      trustId,
      userId,
      careLocationId,
      name: 'Acute ward long day',
      shape: JSON.stringify(shape),
    });
  }
}
