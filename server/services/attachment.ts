/**
 * Answers an HTTP call with a file for the browser to save (`body`: its bytes or text, or a stream read as it is
 * sent), named for it, never cached: the made reports, the rate exports, the learning journey's CSV, list exports.
 */
import type { Readable } from 'node:stream';
import type { HookContext } from '@feathersjs/feathers';

/** The content types of the spreadsheets the server sends. */
export const SPREADSHEET_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export const CSV_TYPE = SPREADSHEET_TYPES.csv;

export interface Attachment {
  fileName: string;
  contentType: string;
  /** Bytes, when known before sending. */
  size?: number;
}

export function sendAttachment(
  context: HookContext,
  { fileName, contentType, size }: Attachment,
  body: string | Buffer | Readable,
) {
  context.http = {
    ...context.http,
    headers: {
      'Content-Type': contentType,
      ...(size === undefined ? {} : { 'Content-Length': String(size) }),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  };
  context.dispatch = body;
}
