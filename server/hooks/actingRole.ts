/**
 * Every request names the role it acts under (?role=<roleId>). It must be one of the signed-in user's
 * roles and active; the request then carries that role's permissions and its trust's features.
 */
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import type { Params } from '../declarations';

export async function resolveActingRole(context: HookContext) {
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
    throw new BadRequest('role: must be a single role id', { errors: [{ field: 'role', message: 'must be a single role id' }] });
  }
  const roleId = Number(raw);
  const held = params.user?.roles.find((r) => r.roleId === roleId);
  if (!held) throw new Forbidden(`You hold no role with id ${String(raw)}`, { missingPermissions: [] });
  if (!held.isActive) throw new Forbidden('Your permissions are revoked', { missingPermissions: [], inactiveRole: true });
  params.actingRole = held;
  return context;
}
