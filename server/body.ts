/** Request bodies of the bespoke services, checked with the same field rules and messages as declared resources. */
import { BadRequest } from '@feathersjs/errors';
import type { Field, ResourceDefinition } from '../resources/define';
import { describeErrors, validateRecord } from '../resources/validate';

/** The checked body (strings trimmed, empty optional values null), or a 400 naming every bad field. */
export function readBody(data: unknown, fields: Record<string, Field>, what: string, mode: 'create' | 'patch') {
  // validateRecord reads only the fields and the label of a definition.
  const def = { fields, label: { one: what, many: what } } as ResourceDefinition;
  const { value, errors } = validateRecord(def, data, mode);
  if (errors.length) throw new BadRequest(describeErrors(def, errors), { errors });
  return value;
}
