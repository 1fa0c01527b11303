/**
 * A row as Knex answers it: a table's columns by name, each value as the database gives it. Knex knows no schema, so
 * a row is typed where it is read; this is the one place the server says so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query's columns are known only to the code that reads them
export type Row = Record<string, any>;
