/** Types shared by the server's modules. */
import type { Application as KoaApplication } from '@feathersjs/koa';
import type { Params as FeathersParams } from '@feathersjs/feathers';
import type { ActingRole } from '../domain/access';
import type { ApprovalStatus } from '../domain/account';
import type { Caches } from './caches';
import type { Config } from './config';
import type { HistoryCache } from './services/matching/historyCache';
import type { Clock } from './clock';
import type { Database } from './db/connection';
import type { Scheduler } from './scheduler';
import type { FileStore } from './files';
import type { ReportLinks } from './services/reports/links';
import type { Upload } from './uploads';
import type { Mailer } from './mail';

/** A role the signed-in user holds, with the names the account shows. */
export interface HeldRole extends ActingRole {
  trustRoleId: number | null;
  approvalStatus: ApprovalStatus;
  /** The membership was deleted (a soft delete): the role no longer acts. */
  deleted: boolean;
  /**
   * A NURSE role awaiting approval (pending, or declined and trying again) of a verified, active account: it may not
   * act, save where a method's rule lets applicants (domain/access.ts AccessRule.applicants: sending their evidence).
   */
  applicant: boolean;
  roleName: string;
  isDefault: boolean;
  trustName: string | null;
  careLocationName: string | null;
}

/** The signed-in user as the server knows them: never includes the password. */
export interface Principal {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  imageUrl: string | null;
  notDisturbDate: Date | null;
  isActive: boolean;
  /** Whether the email address is verified (a sign-up's link followed; an accepted invitation verifies it). */
  isVerified: boolean;
  /** Tokens carry it; a password change moves it on, and older tokens are refused. */
  tokenVersion: number;
  roles: HeldRole[];
}

export interface Params extends FeathersParams {
  user?: Principal;
  /** The role this request acts under (from its role query parameter). Absent on internal calls. */
  actingRole?: ActingRole;
  /** The client's address, for sign-in throttling. */
  ip?: string;
  /** An uploaded avatar, read from a multipart body by the upload middleware (never from the client's JSON). */
  /** The files of a multipart upload (server/uploads.ts). */
  uploads?: Upload[];
}

export interface AppSettings {
  config: Config;
  database: Database;
  authentication: Record<string, unknown>;
  clock: Clock;
  scheduler: Scheduler;
  /** The trusts' shift histories the fill prediction counted (services/matching/historyCache.ts). */
  fillHistory: HistoryCache;
  mailer: Mailer;
  files: FileStore;
  reportLinks: ReportLinks;
  caches: Caches;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- services are mounted by path at run time; each caller knows the one it calls
export type Application = KoaApplication<Record<string, any>, AppSettings>;
