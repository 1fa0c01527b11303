/** Sends a notification (the notifications service stores it and pushes it). A failure is logged, never thrown. */
import type { NotificationType } from '../domain/notifications';
import type { Application } from './declarations';
import type { Row } from './db/row';

export interface NotificationInput {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  externalId?: string | null;
  chatRoomId?: string | null;
  job?: { date: string; startTime: string; endTime: string } | null;
}

export async function notify(app: Application, notifications: NotificationInput[]): Promise<void> {
  if (!notifications.length) return;
  try {
    // One statement for all; each is still pushed to its recipient as its own 'created' event.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the service's create takes its rows untyped
    await app.service('api/v3/notifications').create(notifications as any);
  } catch (error) {
    console.error(
      `Notifications ${notifications.map((n) => `${n.type} to user ${n.userId}`).join(', ')} failed:`,
      error,
    );
  }
}

/** The job fields a notification carries (spec 3: job date and times). */
export const jobOf = (job: Row): NotificationInput['job'] => ({
  date: job.date,
  startTime: job.startTime,
  endTime: job.endTime,
});
