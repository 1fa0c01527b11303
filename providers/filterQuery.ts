/**
 * The list filter of react-admin as API query parameters (spec 7). Pure, so the benchmarks send exactly what
 * the console sends.
 *
 * Filter keys: `field: value` is equality and `field: [a, b]` any of the values; `field_<op>` applies the
 * operator $<op> (in, nin, ne, lt, lte, gt, gte, like, ilike), e.g. `createdAt_gte: '2025-01-01'` gives
 * createdAt[$gte]=2025-01-01. `field_like` and `field_ilike` match values containing the text:
 * `name_ilike: 'care'` gives name[$ilike]=%care%. `q` is the list's text search.
 */
import type { Query, QueryValue } from './httpClient';

const OPERATOR_KEY = /^(.+)_(in|nin|ne|lt|lte|gt|gte|like|ilike)$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterQuery(filter: Record<string, unknown> = {}): Query {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    const match = OPERATOR_KEY.exec(key);
    if (!match) {
      query[key] = Array.isArray(value) ? { $in: value } : (value as QueryValue);
      continue;
    }
    const [, field, op] = match;
    const contains = (op === 'like' || op === 'ilike') && typeof value === 'string' && value !== '';
    const previous = typeof query[field] === 'object' && !Array.isArray(query[field]) ? (query[field] as object) : {};
    query[field] = { ...previous, [`$${op}`]: contains ? `%${escapeLike(value)}%` : (value as QueryValue) };
  }
  return query;
}
