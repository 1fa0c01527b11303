/** The staff services: the staff of a trust's bank, their right-to-work evidence, their skills and endorsements, and blocking nurses. */
import { MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES } from '../../../domain/rightToWork';
import type { ServiceClass } from '../../resources';
import { servicePath } from '../../resources';
import { readUploads } from '../../uploads';
import { BlockedUsersService } from './blockedUsersService';
import { ContractedHoursService } from './contractedHoursService';
import { EndorsementService } from './endorsementService';
import { RightToWorkService } from './rightToWorkService';
import { TrustUsersService } from './trustUsersService';
import { UserPersonasService } from './userPersonasService';
import { UserSkillsService } from './userSkillsService';

export { registerRightToWorkExpiry } from './rightToWorkExpiry';

export const STAFF_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  'blocked-users': BlockedUsersService,
  'endorsement-requests': EndorsementService,
  'get-trust-users': TrustUsersService,
  righttoworkrequests: RightToWorkService,
  'trust-staff-contracted-hours': ContractedHoursService,
  'user-personas': UserPersonasService,
  'user-skills': UserSkillsService,
};

/** Koa middleware: the files of right-to-work evidence, for its service in params.uploads. */
export const readEvidenceUpload = () =>
  readUploads({
    path: servicePath('righttoworkrequests'),
    field: 'files',
    maxBytes: MAX_EVIDENCE_BYTES,
    maxFiles: MAX_EVIDENCE_FILES,
    tooLarge: 'A file is too large: at most 10 MB each',
  });
