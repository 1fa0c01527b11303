/**
 * Bench users made with SQL: nurses in bulk, and a user holding one role. They share the demo password
 * (its bcrypt hash is copied from a demo user), so the bench signs them in like anyone else.
 */
import type pg from 'pg';

export const BENCH_PASSWORD = 'Bankshift-demo-1';

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Noah',
  'Oliver',
  'Sophia',
  'Emily',
  'Jack',
  'Grace',
  'Harry',
  'Chloe',
  'Ella',
  'Lucas',
  'Ruby',
  'Evie',
  'Leo',
  'Freya',
  'Daniel',
  'Aisha',
  'Kwame',
  'Zara',
  'Tomasz',
  'Niamh',
];
const LAST = [
  'Bennett',
  'Clarke',
  'Turner',
  'Hughes',
  'Edwards',
  'Collins',
  'Stewart',
  'Murphy',
  'Price',
  'Morris',
  'Cooper',
  'Ward',
  'Foster',
  'Richardson',
  'Gray',
  'Kelly',
  'Howard',
  'Barnes',
  'Palmer',
  'Ross',
  'Okoye',
  'Nowak',
  'Byrne',
  'Patel',
  'Mensah',
];

async function demoPasswordHash(client: pg.ClientBase): Promise<string> {
  const row = (await client.query(`select password from users where email = 'trustadmin@bankshift.test'`)).rows[0];
  if (!row) throw new Error('the demo users are not seeded (seedDemo)');
  return row.password;
}

/** The id of a trust's built-in role of `roleType` (NURSE, SHIFT-MANAGER, ...). */
export async function trustRoleId(client: pg.ClientBase, trustName: string, roleType: string): Promise<number> {
  const row = (
    await client.query(
      `select tr.id from trust_roles tr join trusts t on t.id = tr."trustId" where t.name = $1 and tr."roleType" = $2 and tr."isDefault" order by tr.id limit 1`,
      [trustName, roleType],
    )
  ).rows[0];
  if (!row) throw new Error(`no ${roleType} role in ${trustName}`);
  return row.id;
}

/**
 * `count` nurse users `<prefix>1@bench.test` ... holding `roleIds` (trust_roles ids); answers their user ids in
 * order. Emails are unique by prefix.
 */
export async function insertNurses(
  client: pg.ClientBase,
  count: number,
  prefix: string,
  roleIds: number[],
): Promise<number[]> {
  const hash = await demoPasswordHash(client);
  const { rows } = await client.query(
    `insert into users (email, password, firstname, lastname, "isVerified")
     select $1 || g || '@bench.test', $2, ($3::text[])[1 + g % cardinality($3::text[])], ($4::text[])[1 + (g / 7) % cardinality($4::text[])], true
     from generate_series(1, $5::int) g
     returning id`,
    [prefix, hash, FIRST, LAST, count],
  );
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  for (const roleId of roleIds) {
    await client.query(`insert into user_roles ("userId", "trustRoleId") select unnest($1::int[]), $2`, [ids, roleId]);
  }
  return ids;
}

/** A trust role with exactly `permissions`, and one user holding it (trust-wide): answers the user's email. */
export async function userWithRole(
  client: pg.ClientBase,
  opts: {
    trustName: string;
    roleName: string;
    roleType: string;
    permissions: string[];
    email: string;
    careLocationId?: number | null;
  },
): Promise<string> {
  const hash = await demoPasswordHash(client);
  const trust = (await client.query(`select id from trusts where name = $1`, [opts.trustName])).rows[0];
  if (!trust) throw new Error(`no trust ${opts.trustName}`);
  const role = (
    await client.query(
      `insert into trust_roles ("trustId", role, "roleType", permissions, "isDefault", description) values ($1, $2, $3, $4, false, 'Made by the bench') returning id`,
      [trust.id, opts.roleName, opts.roleType, JSON.stringify(opts.permissions)],
    )
  ).rows[0];
  const user = (
    await client.query(
      `insert into users (email, password, firstname, lastname, "isVerified") values ($1, $2, 'Bench', 'Viewer', true) returning id`,
      [opts.email, hash],
    )
  ).rows[0];
  await client.query(`insert into user_roles ("userId", "trustRoleId", "careLocationId") values ($1, $2, $3)`, [
    user.id,
    role.id,
    opts.careLocationId ?? null,
  ]);
  return opts.email;
}
