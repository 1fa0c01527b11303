/**
 * What the shift E2E does beside the browser, through the same API the console calls: sessions of the demo users
 * (a nurse applies and logs time through the API: nurses use the mobile app), the places and nurses it needs.
 */
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { localDate, TRUST_TIME_ZONE, zonedInstant } from '../../domain/time';

export const NORTHFIELD = 'Northfield NHS Trust';
const NURSES = Array.from({ length: 20 }, (_, i) => `nurse${i + 1}@bankshift.test`);

export interface ApiSession {
  email: string;
  account: {
    id: number;
    firstname: string;
    lastname: string;
    newUserRoles: { roleId: number; roleType: string; trustName: string | null }[];
  };
  /** Calls /api/v3/{path} under `role` (the session's first role unless given). */
  call<T = any>(method: string, path: string, opts?: { role?: number; body?: unknown }): Promise<T>;
  roleOf(roleType: string, trustName?: string): number;
}

export async function apiSession(baseUrl: string, email: string): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
  });
  const auth = await res.json();
  if (!res.ok) throw new Error(`Sign-in of ${email}: ${res.status} ${auth.message}`);
  const account = auth.user as ApiSession['account'];
  const roleOf = (roleType: string, trustName?: string) => {
    const r = account.newUserRoles.find((x) => x.roleType === roleType && (!trustName || x.trustName === trustName));
    if (!r) throw new Error(`${email} holds no ${roleType} role ${trustName ?? ''}`);
    return r.roleId;
  };
  return {
    email,
    account,
    roleOf,
    async call(method, path, { role = account.newUserRoles[0].roleId, body } = {}) {
      const response = await fetch(`${baseUrl}/api/v3/${path}${path.includes('?') ? '&' : '?'}role=${role}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${email}: ${method} ${path}: ${response.status} ${answer.message}`);
      return answer;
    },
  };
}

/** HH:mm of an instant in the trust's time zone. */
export const localTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TRUST_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** The start of the minute at least `ms` from now: a shift time the API accepts as still to come. */
export const minuteAfter = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

/** Date and times of a shift starting at `start` and lasting `hours`, as the creation payload names them. */
export function shiftTimes(start: Date, hours: number) {
  return {
    date: localDate(start),
    shiftTime: { start: localTime(start), end: localTime(new Date(start.getTime() + hours * 3_600_000)) },
  };
}

/** How long before midnight (in the trust's zone) a journey needs that posts a shift for today and finds it in today's lists. */
export const DAY_MARGIN_MS = 15 * 60_000;

/**
 * A start for a shift that today's lists show: within the hour but no later than 23:59 today. In the last minutes
 * of a day, when the journey might not finish before midnight, it waits for the next day.
 */
export async function startToday(): Promise<Date> {
  const lastMinute = zonedInstant(localDate(new Date()), '23:59');
  if (lastMinute.getTime() - Date.now() < DAY_MARGIN_MS)
    await new Promise((resolve) => setTimeout(resolve, lastMinute.getTime() + 2 * 60_000 - Date.now()));
  const start = new Date(
    Math.min(minuteAfter(60 * 60_000).getTime(), zonedInstant(localDate(new Date()), '23:59').getTime()),
  );
  if (localDate(start) !== localDate(new Date())) throw new Error(`A start for today fell on ${localDate(start)}`);
  return start;
}

/**
 * Sessions of demo nurses of Northfield only (nurse6 to nurse20) with no confirmed shift overlapping the given
 * one: a nurse cannot hold two overlapping bookings, and the demo data books them at random.
 */
export async function freeNurses(
  baseUrl: string,
  admin: ApiSession,
  shift: { startsAt: string; endsAt: string },
  count: number,
  skip: number[] = [],
) {
  const free: ApiSession[] = [];
  for (const email of NURSES.slice(5)) {
    if (free.length === count) break;
    const nurse = await apiSession(baseUrl, email);
    if (skip.includes(nurse.account.id)) continue;
    const booked = await admin.call<{ data: { jobId: number }[] }>(
      'GET',
      `applications?userId=${nurse.account.id}&status=confirmed&active=true&$limit=500`,
    );
    const ids = booked.data.map((a) => `id[$in]=${a.jobId}`).join('&');
    const clash = ids
      ? await admin.call<{ total: number }>(
          'GET',
          `jobs?${ids}&startsAt[$lt]=${shift.endsAt}&endsAt[$gt]=${shift.startsAt}&$limit=1`,
        )
      : { total: 0 };
    if (clash.total === 0) free.push(nurse);
  }
  if (free.length < count)
    throw new Error(`Only ${free.length} demo nurses are free for ${shift.startsAt} to ${shift.endsAt}`);
  return free;
}

/** Posts a one-place shift of bands 5 to 6 on the first ward of Northfield General Hospital, as `manager`. */
export async function postShift(manager: ApiSession, title: string, start: Date, hours: number) {
  const hospital = (
    await manager.call('GET', `care-locations?name=${encodeURIComponent('Northfield General Hospital')}`)
  ).data[0];
  const ward = (await manager.call('GET', `departments?careLocationId=${hospital.id}&$sort[id]=1&$limit=1`)).data[0];
  return manager.call('POST', 'jobs', {
    body: {
      careLocationId: hospital.id,
      departmentId: ward.id,
      title,
      grade: { from: '5', to: '6' },
      vacancies: 1,
      ...shiftTimes(start, hours),
    },
  });
}

/** A booked shift that starts a minute or two after the suite's set-up, for approve-all. */
export interface ShiftStartingSoon {
  jobId: number;
  nurseEmail: string;
}

/**
 * Posts `count` shifts at Northfield General Hospital starting shortly, each with a free nurse applied and
 * confirmed: once a shift has started its nurse can log time, which makes it ready for approval. The e2e set-up
 * makes them before the suite, so the wait for their start passes while other files run.
 */
export async function bookShiftsStartingSoon(baseUrl: string, count: number): Promise<ShiftStartingSoon[]> {
  const manager = await apiSession(baseUrl, 'shiftmanager@bankshift.test');
  const admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');
  const start = minuteAfter(45_000);
  const run = Date.now().toString(36);
  const booked: ShiftStartingSoon[] = [];
  const nurseIds: number[] = [];
  for (let n = 1; n <= count; n++) {
    const job = await postShift(manager, `E2E approve ${n} ${run}`, start, 4);
    const [nurse] = await freeNurses(baseUrl, admin, job, 1, nurseIds);
    nurseIds.push(nurse.account.id);
    const application = await nurse.call('POST', 'applications', {
      role: nurse.roleOf('NURSE', NORTHFIELD),
      body: { jobId: job.id },
    });
    await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    booked.push({ jobId: job.id, nurseEmail: nurse.email });
  }
  return booked;
}
