import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../resources/define';
import skills from '../../resources/skills';
import trustRoles from '../../resources/trust-roles';
import auditLogs from '../../resources/audit-logs';
import trusts from '../../resources/trusts';
import endorsements from '../../resources/endorsement-requests';
import { isCalendarDate, isDateTime, validateRecord } from '../../resources/validate';

describe('validateRecord', () => {
  it('accepts a complete record and fills declared defaults', () => {
    const { value, errors } = validateRecord(skills, { name: '  Cannulation ' }, 'create');
    expect(errors).toEqual([]);
    expect(value).toEqual({ name: 'Cannulation', status: 'Active' });
  });

  it('names each missing required field', () => {
    expect(
      validateRecord(trustRoles, {}, 'create')
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['role', 'roleType', 'trustId']);
    expect(validateRecord(skills, { name: '   ' }, 'create').errors).toEqual([
      { field: 'name', message: 'is required' },
    ]);
  });

  it('does not require fields on patch, but refuses clearing a required one', () => {
    expect(validateRecord(skills, { description: 'x' }, 'patch').errors).toEqual([]);
    expect(validateRecord(skills, { name: null }, 'patch').errors).toEqual([{ field: 'name', message: 'is required' }]);
  });

  it('takes a field set once the record exists only at its default on create, and as any value after', () => {
    expect(validateRecord(trusts, { name: 'Eastbrook NHS Trust', isLive: true }, 'create').errors).toEqual([
      { field: 'isLive', message: 'is set once the trust exists' },
    ]);
    expect(validateRecord(trusts, { name: 'Eastbrook NHS Trust', isLive: false }, 'create').errors).toEqual([]);
    expect(validateRecord(trusts, { isLive: true }, 'patch').errors).toEqual([]);
  });

  it('refuses unknown and server-set fields', () => {
    expect(validateRecord(skills, { name: 'a', colour: 'red' }, 'create').errors).toEqual([
      { field: 'colour', message: 'is not a field of skill' },
    ]);
    expect(validateRecord(auditLogs, { service: 'x' }, 'patch').errors).toEqual([
      { field: 'service', message: 'is set by the server' },
    ]);
  });

  it('checks lengths, types, enums, patterns and list values', () => {
    const errs = (data: Record<string, unknown>, def: ResourceDefinition = skills) =>
      validateRecord(def, data, 'patch').errors;
    expect(errs({ name: 'x'.repeat(161) })).toEqual([{ field: 'name', message: 'must be at most 160 characters' }]);
    expect(errs({ status: 'Retired' })).toEqual([{ field: 'status', message: 'must be one of Active, Inactive' }]);
    expect(errs({ expertLevelTag: 'two' })).toEqual([
      { field: 'expertLevelTag', message: 'must be the id of a record' },
    ]);
    expect(errs({ groupingTags: [1, 1] })).toEqual([{ field: 'groupingTags', message: 'must not repeat an item' }]);
    expect(errs({ permissions: ['FLY'] }, trustRoles)).toEqual([
      { field: 'permissions', message: 'has unknown values: FLY' },
    ]);
    expect(errs({ email: 'not-an-email' }, trusts)).toEqual([{ field: 'email', message: 'must be an email address' }]);
    expect(errs({ profileUrl: 'javascript:alert(1)' }, trusts)[0].field).toBe('profileUrl');
    expect(errs({ phoneNumber: '<script>' }, trusts)[0].message).toBe('has characters that are not allowed');
    expect(errs({ isLive: 'yes' }, trusts)).toEqual([{ field: 'isLive', message: 'must be true or false' }]);
  });

  it('turns empty optional values into null', () => {
    expect(validateRecord(skills, { description: '' }, 'patch').value).toEqual({ description: null });
  });

  it('checks rows row by row, keeps them as checked, and refuses a repeated key', () => {
    const nurses = [7];
    const ok = validateRecord(
      endorsements,
      {
        trustId: 1,
        endorsementRequestUsers: nurses,
        endorsementItems: [
          { skillId: 3, level: 'solo' },
          { skillId: 4, level: 'no-experience' },
        ],
      },
      'create',
    );
    expect(ok.errors).toEqual([]);
    expect(ok.value.endorsementItems).toEqual([
      { skillId: 3, level: 'solo' },
      { skillId: 4, level: 'no-experience' },
    ]);
    const problem = (endorsementItems: unknown) =>
      validateRecord(endorsements, { trustId: 1, endorsementRequestUsers: nurses, endorsementItems }, 'create').errors;
    expect(problem([])).toEqual([{ field: 'endorsementItems', message: 'must have at least one row' }]);
    expect(problem({ skillId: 3 })).toEqual([{ field: 'endorsementItems', message: 'must be a list of rows' }]);
    expect(problem([{ skillId: 3, level: 'solo' }, { level: 'expert' }])).toEqual([
      {
        field: 'endorsementItems',
        message:
          'row 2: Level must be one of solo, distant-supervision, direct-supervision, no-experience; Skill is required',
      },
    ]);
    expect(problem([{ skillId: 3, level: 'solo', colour: 'red' }])).toEqual([
      { field: 'endorsementItems', message: 'row 1: Colour is not a field of row' },
    ]);
    expect(
      problem([
        { skillId: 3, level: 'solo' },
        { skillId: 3, level: 'no-experience' },
      ]),
    ).toEqual([{ field: 'endorsementItems', message: 'repeats skill 3' }]);
    expect(problem(Array.from({ length: 21 }, (_, i) => ({ skillId: i + 1, level: 'solo' })))).toEqual([
      { field: 'endorsementItems', message: 'must have at most 20 rows' },
    ]);
  });

  it('refuses an empty list where one is required', () => {
    expect(
      validateRecord(
        endorsements,
        { trustId: 1, endorsementRequestUsers: [], endorsementItems: [{ skillId: 3, level: 'solo' }] },
        'create',
      ).errors,
    ).toEqual([{ field: 'endorsementRequestUsers', message: 'needs at least one item' }]);
  });

  it('refuses a body that is not an object', () => {
    expect(validateRecord(skills, [1], 'create').errors[0].message).toMatch(/JSON object/);
  });
});

describe('dates', () => {
  it('takes only days of the calendar, which Date.parse alone would roll over', () => {
    for (const day of ['2024-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '2024-02-31',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });

  it('takes ISO dates and times on real days with hours, minutes and seconds in range', () => {
    for (const t of [
      '2024-02-29T23:59:59Z',
      '2024-01-01T10:00:00.123+01:00',
      '2024-01-01 10:00',
      '2024-01-01',
      '2024-01-01T10:00:00+0530',
    ])
      expect(isDateTime(t), t).toBe(true);
    for (const t of [
      '2024-02-31T10:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T10:60Z',
      '2024-01-01T10:00:61Z',
      'yesterday',
      'Feb 1 2024',
      '2024-01-01Z',
      '1704103200000',
    ])
      expect(isDateTime(t), t).toBe(false);
  });
});
