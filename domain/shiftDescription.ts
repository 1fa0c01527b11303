/**
 * The shift description assistant (spec 7.5 ask-to-chat-gpt, issue 14): on the wizard's summary step a manager may
 * ask a language model for a suggested description of the shift. Only the shift's shape is sent: its role, bands,
 * department, times, template, persona and skills by name. No person's name, no comment typed by the manager (it may
 * hold one), no trust or hospital name. The manager reads the suggestion and may use it as the shift's comment.
 */
import type { AccessRule } from './access';
import { dayOrNight, POST_SHIFT_ACCESS } from './shifts';
import type { SkillRequirement, SupervisionLevel } from './skills';

/** Who may ask: those who post or draft shifts (spec 6). */
export const DESCRIPTION_ASSISTANT_ACCESS: AccessRule = POST_SHIFT_ACCESS;

/** The longest suggestion kept: the shift's comment field takes 2,000 characters. */
export const DESCRIPTION_MAX_CHARS = 2000;

export interface ShiftShape {
  jobTitle: string;
  bands: { from: string; to: string };
  department?: string;
  careSpeciality?: string;
  shiftTime: { start: string; end: string };
  template?: string;
  persona?: string;
  skills: { name: string; requirement: SkillRequirement; level: SupervisionLevel; learningOpportunity: boolean }[];
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const LEVEL_WORDS: Record<SupervisionLevel, string> = {
  solo: 'able to work unsupervised',
  'distant-supervision': 'with distant supervision',
  'direct-supervision': 'with direct supervision',
  'no-experience': 'no experience needed',
};

/** The messages sent for a shape: an instruction, then the shape as plain lines. */
export function descriptionMessages(shape: ShiftShape): ChatMessage[] {
  const skill = (s: ShiftShape['skills'][number]) =>
    `- ${s.name}: ${s.requirement}, ${LEVEL_WORDS[s.level]}${s.learningOpportunity ? ', a learning opportunity on this shift' : ''}`;
  const lines = [
    `Role: ${shape.jobTitle}, band ${shape.bands.from === shape.bands.to ? shape.bands.from : `${shape.bands.from} to ${shape.bands.to}`}`,
    shape.department && `Department: ${shape.department}`,
    shape.careSpeciality && `Care speciality: ${shape.careSpeciality}`,
    `Shift: ${shape.shiftTime.start} to ${shape.shiftTime.end} (${dayOrNight(shape.shiftTime.start, shape.shiftTime.end).toLowerCase()})`,
    shape.template && `Shift template: ${shape.template}`,
    shape.persona && `Staff persona wanted: ${shape.persona}`,
    shape.skills.length ? `Skills:\n${shape.skills.map(skill).join('\n')}` : 'Skills: none named',
  ];
  return [
    {
      role: 'system',
      content:
        'You write short descriptions of temporary hospital shifts for the nurses of a staff bank. Write 2 to 4 plain sentences in British English: what the shift is, what it needs and what a nurse may learn on it. Use only the facts given; invent no names, places, pay or numbers.',
    },
    { role: 'user', content: lines.filter(Boolean).join('\n') },
  ];
}

/** A suggestion as shown: trimmed, at most DESCRIPTION_MAX_CHARS. */
export const suggestionOf = (text: string) => text.trim().slice(0, DESCRIPTION_MAX_CHARS);
