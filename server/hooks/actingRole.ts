/**
 * Every request names the role it acts under (?role=<roleId>). It must be one of the signed-in user's
 * roles and active; the request then carries that role's permissions and its trust's features.
 *
 * The legacy /old pages also send the institution they work in (x-institutionid, spec 7). A super admin's request
 * is narrowed to that trust (domain/tenancy.ts); anyone else's must name their own role's trust, or it is refused.
 */
import { BadRequest, Forbidden, NotFound } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import { isSuperAdmin, type AccessRule, type ActingRole } from '../../domain/access';
import { inactiveRoleMessage } from '../../domain/staff';
import type { Application, Params } from '../declarations';

export const INSTITUTION_HEADER = 'x-institutionid';

/** The acting role of a call to a method whose rule is one of `rules` (an applicant's role acts where its rule says). */
export const actingRoleFor =
  (rules: Partial<Record<string, AccessRule>> = {}) =>
  (context: HookContext) =>
    resolveActingRole(context, rules[context.method]);

export async function resolveActingRole(context: HookContext, rule?: AccessRule) {
  const params = context.params as Params;
  if (!params.provider) return context;
  const query = { ...(params.query ?? {}) };
  const raw = query.role;
  delete query.role;
  params.query = query;
  if (raw === undefined || raw === '') {
    throw new BadRequest('role: the role query parameter is required (the id of one of your roles)', {
      errors: [{ field: 'role', message: 'is required' }],
    });
  }
  if ((typeof raw !== 'string' && typeof raw !== 'number') || !/^\d{1,10}$/.test(String(raw))) {
    throw new BadRequest('role: must be a single role id', {
      errors: [{ field: 'role', message: 'must be a single role id' }],
    });
  }
  const roleId = Number(raw);
  const held = params.user?.roles.find((r) => r.roleId === roleId);
  if (!held) throw new Forbidden(`You hold no role with id ${String(raw)}`, { missingPermissions: [] });
  const asApplicant = !held.isActive && held.applicant && rule?.applicants === true;
  if (!held.isActive && !asApplicant)
    throw new Forbidden(inactiveRoleMessage(held), { missingPermissions: [], inactiveRole: true });
  const role = asApplicant ? { ...held, isActive: true } : held;
  params.actingRole = await narrowToInstitution(context.app as Application, role, params.headers?.[INSTITUTION_HEADER]);
  return context;
}

async function narrowToInstitution(app: Application, role: ActingRole, header: unknown): Promise<ActingRole> {
  if (header === undefined || header === '') return role;
  const refuse = (message: string) =>
    new BadRequest(`${INSTITUTION_HEADER}: ${message}`, { errors: [{ field: INSTITUTION_HEADER, message }] });
  if (typeof header !== 'string' || !/^\d{1,9}$/.test(header)) throw refuse('must be the id of one trust');
  const trustId = Number(header);
  if (!isSuperAdmin(role)) {
    if (trustId === role.trustId) return role;
    throw new Forbidden(
      `${INSTITUTION_HEADER}: your role works in trust ${role.trustId ?? 'none'} only, not in trust ${trustId}`,
      {
        missingPermissions: [],
      },
    );
  }
  const trust = await app.get('database').knex('trusts').where({ id: trustId }).first('id');
  if (!trust) throw new NotFound(`${INSTITUTION_HEADER}: no trust with id ${trustId}`);
  return { ...role, institutionId: trustId };
}
