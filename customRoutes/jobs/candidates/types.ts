/** The answer of GET get-staff-match-score (server/services/matching/index.ts). */
import type { Exclusion, ExclusionReason, FactorScore } from '../../../domain/matching';
import type { SkillRequirement, SupervisionLevel } from '../../../domain/skills';

export interface CandidateSkill {
  skillId: number;
  name: string;
  requirement: SkillRequirement;
  level: SupervisionLevel;
  learningOpportunity: boolean;
  held: SupervisionLevel | null;
  endorsed: boolean;
}

export interface Candidate {
  userId: number;
  nurse: { id: number; firstname: string; lastname: string };
  band: string | null;
  eligible: boolean;
  score: number;
  factors: FactorScore[];
  exclusions: Exclusion[];
  shiftsInDepartment: number;
  shiftsInCareLocation: number;
  recentHours: number;
  skills: CandidateSkill[];
}

export interface CandidatePage {
  total: number;
  limit: number;
  skip: number;
  excluded: Record<ExclusionReason, number>;
  data: Candidate[];
}
