/**
 * The select behind resources/managers (read by the server: server/resourceRegistry.ts). Names come by subqueries,
 * not joins: a row is locked for update through the view, which an outer join's nullable side cannot be.
 */
export default `select ur.id, ur."userId", tr."trustId", u.firstname || ' ' || u.lastname as name, u.firstname, u.lastname, u.email,
    ur."trustRoleId", tr.role, tr."roleType", ur."careLocationId",
    (select cl.name from care_locations cl where cl.id = ur."careLocationId") as "careLocation",
    (select t.name from trusts t where t.id = tr."trustId") as trust,
    case when ur."isActive" and u."isActive" then 'ACTIVE' else 'DEACTIVATED' end as status,
    ur."createdAt", ur."updatedAt"
  from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId" join users u on u.id = ur."userId"
  where tr."roleType" not in ('NURSE', 'SUPER-ADMIN') and ur."deletedAt" is null and u."erasedAt" is null`;
