/** The select behind resources/user-roles (read by the server: server/resourceRegistry.ts). */
export default `select ur.id, ur."userId", ur."trustRoleId", tr.role, tr."roleType", ur."careLocationId", ur."approvalStatus",
    (ur."isActive" and tr."isActive" and ur."deletedAt" is null) as "isActive", ur."deletedAt", tr."trustId", ur."createdAt", ur."updatedAt"
  from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId"`;
