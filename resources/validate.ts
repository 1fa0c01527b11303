/**
 * Field validation of a record about to be written. The server enforces it; the console runs the same
 * rules on its forms, so a user sees the server's reasons before submitting.
 */
import { lastOfEach } from '../domain/shifts';
import { canonicalValue, fieldLabel, type Field, type ResourceDefinition } from './define';

export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A real calendar day 'YYYY-MM-DD'. Date.parse alone would take 2024-02-31 (and roll it over into March),
 * which PostgreSQL refuses; a day must come back unchanged from the calendar.
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** An ISO 8601 date and time (offset optional) on a real calendar day, with hours, minutes and seconds in range. */
export function isDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDate(m[1])) return false;
  const [hours, minutes, seconds] = [m[2], m[3], m[4]].map((p) => Number(p ?? 0));
  return hours <= 23 && minutes <= 59 && seconds <= 59 && !Number.isNaN(Date.parse(value));
}

/** Why a value does not fit a field, or null when it fits. Empty values are handled by the caller. */
export function fieldProblem(field: Field, value: unknown): string | null {
  switch (field.type) {
    case 'string':
    case 'email':
    case 'url':
    case 'text': {
      if (typeof value !== 'string') return 'must be text';
      const max = field.maxLength ?? (field.type === 'text' ? 10000 : 255);
      if (value.length > max) return `must be at most ${max} characters`;
      if (field.type !== 'text' && field.minLength && value.length < field.minLength) {
        return `must be at least ${field.minLength} characters`;
      }
      if (field.type === 'email' && !EMAIL.test(value)) return 'must be an email address';
      if (field.type === 'url' && !URL_PATTERN.test(value))
        return 'must be a web address starting with http:// or https://';
      if (field.type === 'string' && field.pattern && !new RegExp(field.pattern).test(value))
        return 'has characters that are not allowed';
      return null;
    }
    case 'integer':
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (field.type === 'integer' && !Number.isInteger(value)) return 'must be a whole number';
      if (field.type === 'money' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
        return 'must be in pounds and pence (two decimal places at most)';
      if (Math.abs(value) > 2_147_483_647) return 'is out of range';
      if (field.min !== undefined && value < field.min) return `must be at least ${field.min}`;
      if (field.max !== undefined && value > field.max) return `must be at most ${field.max}`;
      return null;
    }
    case 'reference':
      return Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647
        ? null
        : 'must be the id of a record';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : 'must be a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof value === 'string' && isDateTime(value) ? null : 'must be a date and time';
    case 'enum':
      return typeof value === 'string' && field.values.includes(value)
        ? null
        : `must be one of ${field.values.join(', ')}`;
    case 'strings': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return 'must be a list of texts';
      if (field.required && !value.length) return 'needs at least one item';
      if (field.maxItems !== undefined && value.length > field.maxItems)
        return `must have at most ${field.maxItems} items`;
      if (new Set(value).size !== value.length) return 'must not repeat an item';
      const unknown = field.values ? value.filter((v) => !field.values!.includes(v)) : [];
      if (unknown.length) return `has unknown values: ${unknown.join(', ')}`;
      if (value.some((v) => v.length > 255)) return 'has an item longer than 255 characters';
      return null;
    }
    case 'references': {
      if (!Array.isArray(value) || value.some((v) => !Number.isInteger(v) || v <= 0))
        return 'must be a list of record ids';
      if (field.required && !value.length) return 'needs at least one item';
      if (field.maxItems !== undefined && value.length > field.maxItems)
        return `must have at most ${field.maxItems} items`;
      if (new Set(value).size !== value.length) return 'must not repeat an item';
      return null;
    }
    case 'rows':
      return checkRows(field, value).problem;
    case 'json':
      return value !== null && typeof value === 'object' ? null : 'must be an object or a list';
  }
}

type RowsField = Extract<Field, { type: 'rows' }>;
/** The fields of one row of a rows field, as a record's: what a row is checked (and entered) against. */
export const rowFieldSet = (field: RowsField): FieldSet => ({
  fields: field.fields,
  label: { one: 'row', many: 'rows' },
});

/** A list of rows checked row by row against its fields (each as a record is), with its values as validation leaves them. */
function checkRows(field: RowsField, value: unknown): { rows: Record<string, unknown>[]; problem: string | null } {
  const refused = (problem: string) => ({ rows: [], problem });
  if (!Array.isArray(value)) return refused('must be a list of rows');
  if (field.required && !value.length) return refused('must have at least one row');
  if (field.maxItems !== undefined && value.length > field.maxItems)
    return refused(`must have at most ${field.maxItems} rows`);
  const set = rowFieldSet(field);
  const rows: Record<string, unknown>[] = [];
  for (const [i, row] of value.entries()) {
    const { value: checked, errors } = validateRecord(set, row, 'create');
    if (errors.length) return refused(`row ${i + 1}: ${describeErrors(set, errors)}`);
    rows.push(checked);
  }
  const key = field.key;
  if (key && field.onRepeat === 'lastWins') return { rows: lastOfEach(rows, key), problem: null };
  const repeated = key ? rows.find((row, i) => rows.findIndex((r) => r[key] === row[key]) !== i) : undefined;
  if (key && repeated)
    return refused(`repeats ${fieldLabel(key, field.fields[key]).toLowerCase()} ${String(repeated[key])}`);
  return { rows, problem: null };
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Checks a create or patch body against the definition. Unknown and server-set fields are refused,
 * empty optional values become null, and a create gets the declared defaults.
 */
/** What validation reads of a family: its fields, and its name for messages (a form of fields alike: an action's input). */
export type FieldSet = Pick<ResourceDefinition, 'fields' | 'label'>;

export function validateRecord(
  def: FieldSet,
  data: unknown,
  mode: 'create' | 'patch',
): { value: Record<string, unknown>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { value: {}, errors: [{ field: '', message: 'The body must be a JSON object' }] };
  }
  const value: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(data)) {
    const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
    if (!field) {
      errors.push({ field: name, message: `is not a field of ${def.label.one.toLowerCase()}` });
      continue;
    }
    if (field.readOnly) {
      errors.push({ field: name, message: 'is set by the server' });
      continue;
    }
    const v = canonicalValue(field, typeof raw === 'string' && field.type !== 'text' ? raw.trim() : raw);
    if (mode === 'create' && field.onCreate === false && !isEmpty(v) && v !== field.default) {
      errors.push({ field: name, message: `is set once the ${def.label.one.toLowerCase()} exists` });
      continue;
    }
    if (isEmpty(v)) {
      if (field.required) errors.push({ field: name, message: 'is required' });
      else value[name] = null;
      continue;
    }
    // Rows are kept as their check leaves them (defaults in, text trimmed).
    const rows = field.type === 'rows' ? checkRows(field, v) : null;
    const problem = rows ? rows.problem : fieldProblem(field, v);
    if (problem) errors.push({ field: name, message: problem });
    else value[name] = rows ? rows.rows : v;
  }
  if (mode === 'create') {
    for (const [name, field] of Object.entries(def.fields)) {
      if (Object.hasOwn(value, name) && value[name] !== null) continue;
      if (field.default !== undefined && !Object.hasOwn(data, name)) value[name] = field.default;
      else if (field.required && !field.readOnly && !errors.some((e) => e.field === name)) {
        errors.push({ field: name, message: 'is required' });
      }
    }
  }
  return { value, errors };
}

export const describeErrors = (def: FieldSet, errors: FieldError[]) =>
  errors
    .map((e) =>
      e.field
        ? `${fieldLabel(e.field, Object.hasOwn(def.fields, e.field) ? def.fields[e.field] : { type: 'string' })} ${e.message}`
        : e.message,
    )
    .join('; ');
