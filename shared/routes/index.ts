import { accountRoutes } from './account';
import { accountingRoutes } from './accounting';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { mfaRoutes } from './auth-mfa';
import { backupRoutes } from './backup';
import { bankRoutes } from './bank';
import { calendarRoutes } from './calendar';
import { dashboardRoutes, notificationRoutes } from './dashboard';
import { declarationRoutes } from './declarations';
import type { AnyRoute } from './define';
import { documentRoutes } from './documents';
import { emailRoutes } from './email';
import { externalLinkRoutes } from './external-links';
import { familyRoutes } from './families';
import { newsRoutes } from './news';
import { privacyRoutes } from './privacy';
import { sessionRoutes } from './sessions';
import { settingsRoutes } from './settings';
import { signingRoutes } from './signing';
import { systemRoutes } from './system';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';
import { volunteerLawRoutes } from './volunteer-law';
import { volunteerRecordRoutes } from './volunteer-records';
import { volunteerRegisterRoutes } from './volunteer-register';

/** The route registry: a route that is not here does not exist. */
export const routes = {
  system: systemRoutes,
  auth: authRoutes,
  mfa: mfaRoutes,
  settings: settingsRoutes,
  externalLinks: externalLinkRoutes,
  users: userRoutes,
  account: accountRoutes,
  families: familyRoutes,
  sessions: sessionRoutes,
  uploads: uploadRoutes,
  declarations: declarationRoutes,
  volunteerLaw: volunteerLawRoutes,
  dashboard: dashboardRoutes,
  notifications: notificationRoutes,
  audit: auditRoutes,
  news: newsRoutes,
  calendar: calendarRoutes,
  email: emailRoutes,
  accounting: accountingRoutes,
  bank: bankRoutes,
  documents: documentRoutes,
  signing: signingRoutes,
  backup: backupRoutes,
  volunteerRecords: volunteerRecordRoutes,
  privacy: privacyRoutes,
  volunteerRegister: volunteerRegisterRoutes,
};

export const routeList: readonly AnyRoute[] = Object.values(routes).flatMap(
  (area) => Object.values(area) as AnyRoute[],
);

export function findRouteById(id: string): AnyRoute | undefined {
  return routeList.find((route) => route.id === id);
}

/** `functions/handlers/<area>/<id>.ts`, relative to the repository root (without extension). */
export const handlerModulePath = (route: Pick<AnyRoute, 'area' | 'id'>) =>
  `functions/handlers/${route.area}/${route.id}`;

export * from './define';
export * from './paths';
