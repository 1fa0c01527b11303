/** Settings from the environment. */
import path from 'node:path';
import { REPORT_RETENTION_DAYS } from '../domain/reports';
import type { LlmConfig } from './llm/chatCompletions';
import { LEASE_MS } from './scheduler';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Keep the embedded database in memory only (tests). */
  inMemory: boolean;
  seedDemo: boolean;
  /** JWT signing secret; when unset one is generated once and kept in the database. */
  authSecret?: string;
  tokenLifetime: string;
  /** With REDIS_URL, instances share realtime events through Redis under this channel name. */
  redisUrl?: string;
  redisSyncKey: string;
  consoleDir: string;
  /** How long a list total may be reused when the table has not changed through this instance. */
  countCacheSeconds: number;
  /** How long a trust's shift history, as the fill prediction counts it, is reused before it is counted again; 0 counts it every time. */
  fillHistorySeconds: number;
  /** How long a signed-in user's roles are reused at most when none of their tables changed; 0 reads them every request. */
  principalCacheSeconds: number;
  /** How often due timed work is looked for; 0 turns the poller off (tests run it themselves). */
  schedulerPollMs: number;
  /** How long a running task's claim holds unrenewed: a task of an instance that died is taken up after it (LEASE_MS). */
  schedulerLeaseMs: number;
  /** Made reports are deleted this many days after they were made (REPORT_RETENTION_DAYS). */
  reportRetentionDays: number;
  /** Failed sign-ins allowed in the window, per email and per client address. */
  signInLimit: { windowMinutes: number; perEmail: number; perAddress: number };
  /** Password-reset emails asked for in the sign-in window, per email and per client address. */
  resetPasswordLimit: { perEmail: number; perAddress: number };
  /** SMTP server for outgoing email; without it each email is written to the server log. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where the console is reached: the base of the links in emails. */
  publicUrl: string;
  /** The mobile app's store pages, linked from the console's footer; a link not set is not shown. */
  storeLinks: { appStore?: string; googlePlay?: string };
  /** The shift description assistant's language model (server/llm/chatCompletions.ts); unset, it is not offered. */
  llm: LlmConfig;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3030),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    inMemory: false,
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    authSecret: env.AUTH_SECRET || undefined,
    tokenLifetime: env.TOKEN_LIFETIME ?? '12h',
    redisUrl: env.REDIS_URL || undefined,
    redisSyncKey: env.REDIS_SYNC_KEY ?? 'bankshift-events',
    consoleDir: path.resolve(env.CONSOLE_DIR ?? 'dist'),
    countCacheSeconds: Number(env.COUNT_CACHE_SECONDS ?? 10),
    principalCacheSeconds: Number(env.PRINCIPAL_CACHE_SECONDS ?? 10),
    fillHistorySeconds: Number(env.FILL_HISTORY_SECONDS ?? 900),
    schedulerPollMs: Number(env.SCHEDULER_POLL_MS ?? 5000),
    schedulerLeaseMs: Number(env.SCHEDULER_LEASE_MS ?? LEASE_MS),
    reportRetentionDays: Number(env.REPORT_RETENTION_DAYS ?? REPORT_RETENTION_DAYS),
    signInLimit: {
      windowMinutes: Number(env.SIGN_IN_WINDOW_MINUTES ?? 15),
      perEmail: Number(env.SIGN_IN_LIMIT_PER_EMAIL ?? 5),
      perAddress: Number(env.SIGN_IN_LIMIT_PER_ADDRESS ?? 50),
    },
    resetPasswordLimit: {
      perEmail: Number(env.RESET_LIMIT_PER_EMAIL ?? 3),
      perAddress: Number(env.RESET_LIMIT_PER_ADDRESS ?? 20),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Bankshift <no-reply@bankshift.test>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3030}`).replace(/\/$/, ''),
    storeLinks: { appStore: env.APP_STORE_URL || undefined, googlePlay: env.GOOGLE_PLAY_URL || undefined },
    llm: {
      url: env.LLM_URL || undefined,
      apiKey: env.LLM_API_KEY || undefined,
      model: env.LLM_MODEL || undefined,
      timeoutMs: Number(env.LLM_TIMEOUT_MS ?? 20_000),
    },
  };
}
