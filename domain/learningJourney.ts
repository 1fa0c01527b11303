/**
 * The learning journey report (spec 2.3 /learning/journey/report, MANAGER; issue 15): what the nurses of one care
 * location learnt over a period, month by month and nurse by nurse (GET learning-journey-reports). Its rules:
 *
 * - **The care location's nurses**: its staff (an approved membership of the whole trust or of this care location, as
 *   the staff snapshot, report 1, counts them) and whoever worked a shift there in the period. A nurse with nothing to
 *   show in the period (no shift worked there, no skill gained) is left out.
 * - **A skill gained**: a nurse's skill recorded by an approved endorsement (user-skills' audit trail: each entry an
 *   endorsement writes names it), on the day the endorsement recorded it (the trust's date), at the level recorded,
 *   with the skill's change origin as recorded then: newly acquired (`acquiredByStaff`: new to them, or declared by
 *   them and now endorsed) or a level change (`levelChange`, from the previous level). Skills are the trust's, so a
 *   gain counts wherever in the trust it was seen. A skill the nurse only declares is not gained until endorsed.
 * - **A shift worked**: a published shift of the care location in the period whose worked time was approved (its
 *   progress approved or completed), as the staff hours report (report 3) counts them, once however many time records.
 *   It **offered a learning opportunity** when one of its skills is marked as one (job_skills.learningOpportunity);
 *   the skills it offered are counted for the nurse, shift by shift.
 * - Months are the trust's calendar months the period touches, each shown, zeros included; a nurse's row lists their
 *   gains oldest first and their opportunities most first. Nurses are ordered by skills gained, then shifts offering a
 *   learning opportunity, then name; 25 a page.
 */
import type { AccessRule } from './access';
import { percentText, toCsv } from './csv';
import { MANAGER_REPORTS_ACCESS } from './reports';
import { SKILL_CHANGE_LABELS, SUPERVISION_LABELS, type SkillChangeOrigin, type SupervisionLevel } from './skills';

export const LEARNING_JOURNEY_PATH = 'learning-journey-reports';
export const LEARNING_JOURNEY_ROUTE = '/learning/journey/report';
/** Who reads it: as the manager reports (VIEW_MANAGER_REPORTS, the Reports feature, a care location they cover). */
export const LEARNING_JOURNEY_ACCESS: AccessRule = MANAGER_REPORTS_ACCESS;
export const JOURNEY_PAGE_SIZE = 25;

export interface SkillGain {
  /** The trust's date the endorsement recorded it. */
  date: string;
  skillId: number;
  skill: string;
  level: SupervisionLevel;
  previousLevel: SupervisionLevel | null;
  origin: SkillChangeOrigin;
  endorsementRequestId: number;
}

export interface LearningOpportunity {
  skillId: number;
  skill: string;
  /** Shifts worked that offered it. */
  shifts: number;
}

export interface NurseJourney {
  userId: number;
  nurse: string;
  shiftsWorked: number;
  learningShifts: number;
  opportunities: LearningOpportunity[];
  gains: SkillGain[];
}

export interface JourneyMonth {
  /** YYYY-MM */
  month: string;
  acquired: number;
  levelChanges: number;
  shiftsWorked: number;
  learningShifts: number;
}

export interface LearningJourney {
  months: JourneyMonth[];
  /** Nurses with a journey in the period, and this page of them. */
  total: number;
  limit: number;
  skip: number;
  data: NurseJourney[];
}

/** Every calendar month from the month of `startDate` to that of `endDate` (YYYY-MM), in order. */
export function monthsOf(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let [year, month] = startDate.split('-').map(Number);
  const last = endDate.slice(0, 7);
  for (;;) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    months.push(m);
    if (m >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** A shift offering a learning opportunity as a share of those worked; null when none was worked. */
export const learningShare = (m: Pick<JourneyMonth, 'shiftsWorked' | 'learningShifts'>) =>
  m.shiftsWorked ? m.learningShifts / m.shiftsWorked : null;

/** A gain in words: "Cannulation: Solo (was Direct supervision)", or "... (newly acquired)". */
export function gainText(gain: Pick<SkillGain, 'skill' | 'level' | 'previousLevel' | 'origin'>): string {
  const was =
    gain.origin === 'levelChange' && gain.previousLevel
      ? `was ${SUPERVISION_LABELS[gain.previousLevel]}`
      : SKILL_CHANGE_LABELS.acquiredByStaff.toLowerCase();
  return `${gain.skill}: ${SUPERVISION_LABELS[gain.level]} (${was})`;
}

/** The months' figures as a CSV, as the screen's table shows them. */
export const journeyMonthsCsv = (months: JourneyMonth[]) =>
  toCsv(
    [
      'Month',
      'Skills newly acquired',
      'Level changes',
      'Shifts worked',
      'Shifts offering a learning opportunity',
      'Share offering one',
    ],
    months.map((m) => [
      m.month,
      m.acquired,
      m.levelChanges,
      m.shiftsWorked,
      m.learningShifts,
      percentText(learningShare(m)),
    ]),
  );

/** Every nurse's journey as a CSV (the export), a row each as the screen's table shows them. */
export const journeyNursesCsv = (nurses: NurseJourney[]) =>
  toCsv(
    ['Nurse', 'Shifts worked', 'Shifts offering a learning opportunity', 'Learning opportunities', 'Skills gained'],
    nurses.map((n) => [
      n.nurse,
      n.shiftsWorked,
      n.learningShifts,
      n.opportunities.map((o) => `${o.skill} (${o.shifts})`).join('; '),
      n.gains.map((g) => `${g.date} ${gainText(g)}`).join('; '),
    ]),
  );
