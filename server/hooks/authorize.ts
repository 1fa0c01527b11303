/** Refuses a call whose acting role lacks what the method declares (permissions, level, trust feature). */
import { Forbidden } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import { checkAccess, type AccessDecision, type AccessRule } from '../../domain/access';
import type { Params } from '../declarations';

const VERBS: Record<string, string> = {
  find: 'list',
  get: 'view',
  create: 'create',
  patch: 'change',
  remove: 'delete',
};

export function authorize(rules: Partial<Record<string, AccessRule>>, what: string) {
  return async (context: HookContext) => {
    const params = context.params as Params;
    if (!params.provider) return context;
    const action = `${VERBS[context.method] ?? context.method} ${what}`;
    const rule = rules[context.method];
    if (!rule) throw new Forbidden(`Nobody may ${action}`, { missingPermissions: [] });
    const decision = checkAccess(params.actingRole, rule);
    if (decision.allowed) return context;
    throw refusal(decision, action);
  };
}

/** The 403 of a refused decision: what the role misses to do `action` ('list staff found'). */
export function refusal(decision: AccessDecision, action: string) {
  const message = decision.missingPermissions.length
    ? `Your role is missing permissions to ${action}`
    : `You may not ${action}: ${decision.reason}`;
  return new Forbidden(message, {
    missingPermissions: decision.missingPermissions,
    ...(decision.missingFeatures.length ? { missingFeatures: decision.missingFeatures } : {}),
  });
}
