/** The select behind resources/get-trust-users (read by the server: server/resourceRegistry.ts). */
/** The nurse's approved right-to-work evidence at the trust (in the select list, so that a row locks without it). */
const APPROVED_EVIDENCE = `select "expiresOn" from right_to_work_requests where "userId" = ur."userId" and "trustId" = tr."trustId" and status = 'approved'`;

export default `select ur.id, ur."userId", tr."trustId", ur."careLocationId", u.firstname || ' ' || u.lastname as name, u.firstname, u.lastname, u.email, u."phoneNumber",
    ur."staffNumber", ur."jobTitleTypeId", ur."bandTypeId", ur."approvalStatus", u."isVerified",
    ur."deletedAt" is not null as deleted, ur."deletedAt", u."erasedAt" is not null as erased, ur."decidedBy", ur."decidedAt", ur."decisionReason",
    exists (${APPROVED_EVIDENCE}) as "rightToWorkApproved",
    exists (select 1 from trust_staff_contracted_hours h where h."userId" = ur."userId" and h."trustId" = tr."trustId") as "hasContractedHours",
    (select case when bool_or(r."expiresOn" is null) then null else max(r."expiresOn") end from (${APPROVED_EVIDENCE}) r) as "rightToWorkEndsOn",
    ur."createdAt", ur."updatedAt"
  from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId" join users u on u.id = ur."userId"
  where tr."roleType" = 'NURSE'`;
