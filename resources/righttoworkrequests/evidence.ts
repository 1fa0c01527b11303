/** What a nurse sends as right-to-work evidence, and how its files are answered (domain/rightToWork.ts). */
import { DOCUMENT_TYPE_VALUES, DOCUMENT_TYPES, type EvidenceFileType } from '../../domain/rightToWork';
import type { FieldSet } from '../validate';

/** The form fields sent beside the files (multipart/form-data), checked by the server against these. */
export const EVIDENCE_FORM: FieldSet = {
  label: { one: 'right-to-work evidence', many: 'right-to-work evidence' },
  fields: {
    documentType: {
      type: 'enum',
      values: DOCUMENT_TYPE_VALUES,
      labels: DOCUMENT_TYPES,
      required: true,
      label: 'Document',
    },
    documentNumber: {
      type: 'string',
      required: true,
      minLength: 4,
      maxLength: 40,
      pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$',
      label: 'Document number',
    },
    expiresOn: { type: 'date', label: 'Permission ends', help: 'Leave empty when the permission has no time limit' },
  },
};

/** A file of a right-to-work request as the API answers it: its signed link, which lives a quarter of an hour. */
export interface EvidenceFileAnswer {
  name: string;
  type: EvidenceFileType;
  size: number;
  url: string;
}
