/**
 * POST /api/v3/ask-to-chat-gpt (spec 7.5, issue 14): a suggested description for the shift being posted, from its
 * shape. The body names the shape by ids; the names are read here, each within the caller's tenancy (a template or
 * persona of another trust is a 400, as if it did not exist), so that what leaves the server is the shape alone
 * (domain/shiftDescription.ts). Answers { result }.
 */
import type { Knex } from 'knex';
import { isBand } from '../../../domain/bands';
import type { ActingRole } from '../../../domain/access';
import {
  DESCRIPTION_ASSISTANT_ACCESS,
  descriptionMessages,
  suggestionOf,
  type ShiftShape,
} from '../../../domain/shiftDescription';
import { endsWhenItStarts, isClockTime } from '../../../domain/shifts';
import careSpecialityTypes from '../../../resources/care-speciality-types';
import departments from '../../../resources/departments';
import jobTitleTypes from '../../../resources/job-title-types';
import jobtemplates from '../../../resources/jobtemplates';
import skills from '../../../resources/skills';
import staffpersonas from '../../../resources/staffpersonas';
import type { ResourceDefinition } from '../../../resources/define';
import type { Application, Params } from '../../declarations';
import { complete } from '../../llm/chatCompletions';
import { badField } from '../../query';
import type { ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';
import { fail, isObject, skillsFrom } from './payload';

export const ASSISTANT_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/ask-to-chat-gpt',
    what: 'the shift description assistant',
    methods: { create: DESCRIPTION_ASSISTANT_ACCESS },
    serve: (app) => ({ create: (data: unknown, params: Params) => describe(app, data, params.actingRole!) }),
  },
];

const KEYS = new Set([
  'jobTitleTypeId',
  'band',
  'departmentId',
  'careSpecialityTypeId',
  'shiftTime',
  'jobTemplateId',
  'personaId',
  'skills',
]);
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

async function describe(app: Application, data: unknown, role: ActingRole): Promise<{ result: string }> {
  const shape = await shapeOf(app.get('database').knex, data, role);
  return { result: suggestionOf(await complete(app.get('config').llm, descriptionMessages(shape))) };
}

/** The shape named by the body, or 400 naming what does not fit (each skill's problem, as posting names them). */
async function shapeOf(db: Knex, data: unknown, role: ActingRole): Promise<ShiftShape> {
  if (!isObject(data)) throw badField('', 'The body must be a JSON object');
  const unknown = Object.keys(data).find((k) => !KEYS.has(k));
  if (unknown) throw badField(unknown, 'is not part of a shift shape (only ids, bands, times and skills are sent)');
  const { band, shiftTime } = data;
  if (!isObject(band) || !isBand(band.from) || !isBand(band.to))
    throw badField('band', 'must be { from, to } with bands 2 to 9');
  if (
    !isObject(shiftTime) ||
    !isClockTime(shiftTime.start) ||
    !isClockTime(shiftTime.end) ||
    endsWhenItStarts(shiftTime.start, shiftTime.end)
  ) {
    throw badField('shiftTime', 'must be { start, end } as HH:mm, ending when it does not start');
  }
  const problems: { field: string; message: string }[] = [];
  const given = skillsFrom(data.skills, problems, 'skills');
  if (problems.length) throw fail(problems);

  /** The name of a record the role may read, or 400 (unknown and out of reach alike). */
  const nameOf = async (
    def: ResourceDefinition,
    field: string,
    id: unknown,
    required = false,
  ): Promise<string | undefined> => {
    if (id === undefined || id === null) {
      if (required) throw badField(field, 'is required');
      return undefined;
    }
    if (!isId(id)) throw badField(field, `must be the id of one of ${def.name}`);
    const row = await ResourceService.scope(db(def.table), def, role)
      .where(`${def.table}.id`, id)
      .first(`${def.table}.name`);
    if (!row) throw badField(field, `no such record of ${def.name}`);
    return row.name;
  };
  const skillNames = new Map<number, string>(
    (
      await ResourceService.scope(db(skills.table), skills, role)
        .whereIn(
          `${skills.table}.id`,
          given.map((s) => s.skillId),
        )
        .select(`${skills.table}.id`, `${skills.table}.name`)
    ).map((r: { id: number; name: string }) => [r.id, r.name]),
  );
  const missing = given.find((s) => !skillNames.has(s.skillId));
  if (missing)
    throw badField(
      `skills.${(data.skills as { skillId: number }[]).findIndex((s) => s.skillId === missing.skillId)}.skillId`,
      'no such record of skills',
    );

  return {
    jobTitle: (await nameOf(jobTitleTypes, 'jobTitleTypeId', data.jobTitleTypeId, true))!,
    bands: { from: band.from, to: band.to },
    department: await nameOf(departments, 'departmentId', data.departmentId),
    careSpeciality: await nameOf(careSpecialityTypes, 'careSpecialityTypeId', data.careSpecialityTypeId),
    shiftTime: { start: shiftTime.start as string, end: shiftTime.end as string },
    template: await nameOf(jobtemplates, 'jobTemplateId', data.jobTemplateId),
    persona: await nameOf(staffpersonas, 'personaId', data.personaId),
    skills: given.map((s) => ({
      name: skillNames.get(s.skillId)!,
      requirement: s.requirement,
      level: s.level,
      learningOpportunity: s.learningOpportunity,
    })),
  };
}
