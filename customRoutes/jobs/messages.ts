/**
 * English texts of the shift lists, under `bankshift.jobs.*` (merged in customRoutes/messages.ts): the shift list and
 * the uplift list. A shift's own pages register theirs when they load (pageMessages.ts).
 */
import { listMessages } from './list/messages';
import { upliftsMessages } from './uplifts/messages';

export const jobMessages = {
  list: listMessages,
  uplifts: upliftsMessages,
};
