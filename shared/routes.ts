import type { z } from 'zod';
import type { routes as apiRoutes, RouteSchemaTable } from './api-routes';
import type { RouteLine } from './route-def';
import { accountsRoutes } from './route-table/accounts';
import { adminRoutes } from './route-table/admin';
import { authRoutes } from './route-table/auth';
import { blacklistRoutes } from './route-table/blacklist';
import { companyRoutes } from './route-table/company';
import { dashboardRoutes } from './route-table/dashboard';
import { domainsRoutes } from './route-table/domains';
import { brandingRoutes } from './route-table/branding';
import { cancellationRoutes } from './route-table/cancellation';
import { footersRoutes } from './route-table/footers';
import { templatesRoutes } from './route-table/templates';
import { contentRoutes } from './route-table/content';
import { predefinedRoutes } from './route-table/predefined';
import { exportsRoutes } from './route-table/exports';
import { importsRoutes } from './route-table/imports';
import { invitationsRoutes } from './route-table/invitations';
import { mailingsRoutes } from './route-table/mailings';
import { campaignsRoutes } from './route-table/campaigns';
import { onboardingRoutes } from './route-table/onboarding';
import { profileRoutes } from './route-table/profile';
import { propertiesRoutes } from './route-table/properties';
import { reportsRoutes } from './route-table/reports';
import { scoringRoutes } from './route-table/scoring';
import { securityRoutes } from './route-table/security';
import { segmentsRoutes } from './route-table/segments';
import { smsRoutes } from './route-table/sms';
import { specsRoutes } from './route-table/specs';
import { subscribersRoutes } from './route-table/subscribers';
import { teamsRoutes } from './route-table/teams';
import { trackingSettingsRoutes } from './route-table/tracking-settings';
import { signupRoutes } from './route-table/signup';
import { usersRoutes } from './route-table/users';
import { reportCampaignsRoutes } from './route-table/report-campaigns';
import { reportSmsRoutes } from './route-table/report-sms';
import { smsTransactionalRoutes } from './route-table/sms-transactional';
import { reportRecipientsRoutes } from './route-table/report-recipients';
import { reportPeriodsRoutes } from './route-table/report-periods';
import { reportAddressesRoutes } from './route-table/report-addresses';
import { openapiRoutes } from './route-table/openapi';
import { apiTokensRoutes } from './route-table/api-tokens';
import { webhooksRoutes } from './route-table/webhooks';
import { sftpRoutes } from './route-table/sftp';
import { smtpRoutes } from './route-table/smtp';
import { connectorsRoutes } from './route-table/connectors';
import { v1SubscribersRoutes } from './route-table/v1-subscribers';
import { v1TransactionalRoutes } from './route-table/v1-transactional';
import { v1SegmentsRoutes } from './route-table/v1-segments';
import { v1EventsRoutes } from './route-table/v1-events';
import { v1MailingsRoutes } from './route-table/v1-mailings';

export type { HttpMethod, RouteDef, RouteLine } from './route-def';

/** Every API path is served under this prefix (CloudFront sends /api/* to the HTTP API). */
export const API_PREFIX = '/api';
/** The public API's versioned prefix (issue 19): token routes live under it, below API_PREFIX (`/api/v1/…`). */
export const API_V1_PREFIX = '/v1';

/**
 * The route table: one line a call, with its permission (the lines live per domain in
 * shared/route-table/<domain>.ts, each line's zod schemas beside them in <domain>.schemas.ts, by
 * the same id). This object is the lines alone, what the web app loads: method, path, auth,
 * permission. shared/api-routes.ts joins each line to its schemas for the API router, the request
 * validation and the tests' sweeps; the types below (bodies, queries, responses of the web client)
 * come from that joined table, as types only, so no schema reaches the web's bundle. Handlers are
 * bound in functions/api/route-table.ts, which must name a handler for every key.
 */
export const routes = {
  ...authRoutes,
  ...reportCampaignsRoutes,
  ...reportSmsRoutes,
  ...smsTransactionalRoutes,
  ...reportRecipientsRoutes,
  ...reportPeriodsRoutes,
  ...reportAddressesRoutes,
  ...usersRoutes,
  ...invitationsRoutes,
  ...teamsRoutes,
  ...subscribersRoutes,
  ...mailingsRoutes,
  ...campaignsRoutes,
  ...smsRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...specsRoutes,
  ...openapiRoutes,
  ...securityRoutes,
  ...accountsRoutes,
  ...trackingSettingsRoutes,
  ...signupRoutes,
  ...profileRoutes,
  ...propertiesRoutes,
  ...blacklistRoutes,
  ...segmentsRoutes,
  ...importsRoutes,
  ...exportsRoutes,
  ...adminRoutes,
  ...domainsRoutes,
  ...companyRoutes,
  ...brandingRoutes,
  ...cancellationRoutes,
  ...footersRoutes,
  ...templatesRoutes,
  ...contentRoutes,
  ...predefinedRoutes,
  ...reportsRoutes,
  ...scoringRoutes,
  ...apiTokensRoutes,
  ...webhooksRoutes,
  ...sftpRoutes,
  ...smtpRoutes,
  ...v1SubscribersRoutes,
  ...v1TransactionalRoutes,
  ...v1SegmentsRoutes,
  ...v1EventsRoutes,
  ...v1MailingsRoutes,
  ...connectorsRoutes,
} as const satisfies Record<string, RouteLine>;

/** Each route with its zod schemas (the type of shared/api-routes.ts's table). */
export type Routes = typeof apiRoutes;
export type RouteId = keyof Routes;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * A route's line and its schemas, read apart: `Routes[R]` of a generic `R` is the intersection of two
 * unions of every route (over 300 each), beyond TypeScript's 100,000-member limit (TS2590).
 */
export type RouteLines = typeof routes;
type SchemasOf = RouteSchemaTable;

export type RouteBody<R extends RouteId> = SchemasOf[R] extends { body: infer B } ? Infer<B> : undefined;
export type RouteBodyInput<R extends RouteId> = SchemasOf[R] extends { body: infer B } ? InferInput<B> : undefined;
export type RouteQuery<R extends RouteId> = SchemasOf[R] extends { query: infer Q } ? Infer<Q> : undefined;
export type RouteQueryInput<R extends RouteId> = SchemasOf[R] extends { query: infer Q } ? InferInput<Q> : undefined;
export type RouteResponse<R extends RouteId> = Infer<SchemasOf[R]['response']>;
export type RouteParams<R extends RouteId> = { [K in PathParamNames<RouteLines[R]['path']>]: string };

/** Turns a route path into a matcher; `{id}` matches one segment. */
export function compilePath(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${pattern}$`), names };
}

export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
