/** The select behind resources/righttoworkrequests (read by the server: server/resourceRegistry.ts). */
/** A column of the nurse's membership of the trust (in the select list, so that a row locks without it). */
const member = (
  column: string,
) => `select ur."${column}" from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId"
  where ur."userId" = r."userId" and tr."trustId" = r."trustId" and tr."roleType" = 'NURSE' order by ur.id limit 1`;

export default `select r.id, r."userId", r."trustId", u.firstname, u.lastname, u.email, (${member('staffNumber')}) as "staffNumber",
    (${member('approvalStatus')}) as "memberStatus", (${member('careLocationId')}) as "careLocationId", r."documentType",
    r."documentNumber", r."expiresOn", r.files, r.status, r."decidedBy", r."decidedAt", r."decisionReason", r."createdAt", r."updatedAt"
  from right_to_work_requests r join users u on u.id = r."userId"`;
