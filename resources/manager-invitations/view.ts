/** The select behind resources/manager-invitations (read by the server: server/resourceRegistry.ts). */
export default `select i.id, i."trustId", i.email, i.firstname, i.lastname, i.firstname || ' ' || i.lastname as name, i."trustRoleId", tr."roleType",
    i."careLocationId", case when i.status = 'PENDING' and i."expiresAt" <= now() then 'EXPIRED' else i.status end as status,
    i."expiresAt", i."sentAt", i."invitedBy", i."acceptedBy", i."acceptedAt", i."createdAt", i."updatedAt"
  from manager_invitations i join trust_roles tr on tr.id = i."trustRoleId"`;
