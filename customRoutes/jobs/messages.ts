/**
 * English texts of the shift lists that come with the console, under `bankshift.jobs.*` (merged in
 * customRoutes/messages.ts): the tabs over the shift list and the uplift list. Each list's own texts are registered
 * when its page loads (list/messages.ts, uplifts/messages.ts), as a shift's own pages do (pageMessages.ts): a page
 * that shows no shift list downloads none of them (scripts/sizeBudget.ts).
 */

export const jobMessages = {
  // The uplift list's title and the tabs over both lists; its page registers the rest (uplifts/messages.ts).
  uplifts: { title: 'Uplifts', lists: 'Shift lists', tabs: { shifts: 'Shifts', uplifts: 'Uplifts' } },
};
