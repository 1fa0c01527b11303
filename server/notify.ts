/** Sends a notification (the notifications service stores it and pushes it). A failure is logged, never thrown. */
import type { NotificationType } from '../domain/notifications';
import type { Application } from './declarations';

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
    await app.service('api/v3/notifications').create(notifications as any);
  } catch (error) {
    console.error(`Notifications ${notifications.map((n) => `${n.type} to user ${n.userId}`).join(', ')} failed:`, error);
  }
}

/** The job fields a notification carries (spec 3: job date and times). */
export const jobOf = (job: Record<string, any>): NotificationInput['job'] => ({ date: job.date, startTime: job.startTime, endTime: job.endTime });
