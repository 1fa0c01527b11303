/** A refusal of domain/granting.ts as the API answers it: 403 naming the missing permissions, or 400, with its field. */
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { GrantRefusal } from '../../../domain/granting';

export function refusalError(r: GrantRefusal): Error {
  const data = {
    errors: [{ field: r.field, message: r.message }],
    missingPermissions: r.missingPermissions ?? [],
    ...(r.missingFeatures ? { missingFeatures: r.missingFeatures } : {}),
  };
  return r.status === 403 ? new Forbidden(r.message, data) : new BadRequest(r.message, data);
}
