/**
 * Manager report requests (spec 7.4 report-visualization-requests) and their files (spec 7.1): a made file is
 * downloaded from the signed link the request carries, followed signed in (the link is good for its requester only).
 */
import { fetchFile } from './httpClient';

export const REPORT_REQUESTS = 'report-visualization-requests';
/** What the server pushes to the requester's sockets as a request moves. */
export const REPORT_EVENTS = [
  `api/v3/${REPORT_REQUESTS} created`,
  `api/v3/${REPORT_REQUESTS} patched`,
  `api/v3/${REPORT_REQUESTS} removed`,
];

/** Fetches a made report with the session's token and hands it to the browser to save as `fileName`. */
export async function downloadReport(url: string, fileName: string): Promise<void> {
  const href = URL.createObjectURL(await fetchFile(url));
  try {
    followDownload(href, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/**
 * Has the browser follow `href` as a download (saved as `fileName`, or as the server names it): the browser writes the
 * file as it arrives. A link that needs no session header (a blob, a signed link) is followed this way.
 */
export function followDownload(href: string, fileName = '') {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
