/**
 * Client-side checks of an input, with the server's own rules (resources/validate.ts): a user reads the same
 * reason before submitting as the API would answer.
 */
import type { Validator } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { validateRecord, type FieldSet } from '../../resources/validate';

export function fieldValidator(def: FieldSet, name: string): Validator {
  const validate: Validator = (value) => validateRecord(def, { [name]: value ?? null }, 'patch').errors[0]?.message;
  // react-admin marks the input as required when its validator says so.
  return Object.assign(validate, { isRequired: !!def.fields[name].required });
}

/** The declared defaults, as a create form's initial values. */
export const defaultValues = (def: ResourceDefinition) =>
  Object.fromEntries(
    Object.entries(def.fields).flatMap(([name, f]) => (f.default === undefined ? [] : [[name, f.default]])),
  );

/** The fields a user may write: every declared field but those the server sets. */
export const writableFields = (def: ResourceDefinition) =>
  Object.entries(def.fields).filter(([, f]) => !f.readOnly && f.type !== 'json');

/** The fields a user gives when making a record: the writable ones but those set once it exists. */
export const creatableFields = (def: ResourceDefinition) => writableFields(def).filter(([, f]) => f.onCreate !== false);
