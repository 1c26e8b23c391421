import type { ReactNode } from 'react';
import type { Statistics } from '../../../../shared/schemas/dashboard';
import {
  AuditOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CloudSyncOutlined,
  DashboardOutlined,
  EditOutlined,
  EuroCircleOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  LinkOutlined,
  MailOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '../../components/icons';
import { PROTECTED_SCREENS, type Screen } from '../screens';

export type NavBadge = {
  count: keyof Pick<Statistics, 'activeVolunteers' | 'activeFamilies' | 'pendingDeclarations'>;
  /** Destructive style when the count is above 0. */
  isAlert?: boolean;
};

export type NavEntry = {
  screen: Screen;
  label: string;
  icon: ReactNode;
  badge?: NavBadge;
  /** Other routes that highlight this entry. */
  alsoActiveOn?: readonly string[];
};

/** Sidebar entries of spec §2, in order; who sees which comes from `canSeeNavEntry`. */
export const MAIN_NAV: readonly NavEntry[] = [
  { screen: PROTECTED_SCREENS.dashboard, label: 'Dashboard', icon: <DashboardOutlined /> },
  {
    screen: PROTECTED_SCREENS.volunteers,
    label: 'Vrijwilligers',
    icon: <TeamOutlined />,
    badge: { count: 'activeVolunteers' },
  },
  {
    screen: PROTECTED_SCREENS.families,
    label: 'Gezinnen',
    icon: <HomeOutlined />,
    badge: { count: 'activeFamilies' },
  },
  {
    screen: PROTECTED_SCREENS.declarations,
    label: 'Declaraties',
    icon: <EuroCircleOutlined />,
    badge: { count: 'pendingDeclarations', isAlert: true },
  },
  { screen: PROTECTED_SCREENS.email, label: 'E-mail Tool', icon: <MailOutlined /> },
  { screen: PROTECTED_SCREENS.calendar, label: 'Agenda', icon: <CalendarOutlined /> },
  { screen: PROTECTED_SCREENS.news, label: 'Nieuws', icon: <ReadOutlined /> },
  {
    screen: PROTECTED_SCREENS.drive,
    label: 'Drive',
    icon: <FolderOpenOutlined />,
    alsoActiveOn: [PROTECTED_SCREENS.documents.path],
  },
  {
    screen: PROTECTED_SCREENS.signatures,
    label: 'Digitale Ondertekening',
    icon: <EditOutlined />,
    alsoActiveOn: [PROTECTED_SCREENS.signOnBehalf.path],
  },
  {
    screen: PROTECTED_SCREENS.accounting,
    label: 'Boekhouding',
    icon: <CalculatorOutlined />,
    alsoActiveOn: [PROTECTED_SCREENS.volunteerRegister.path],
  },
  { screen: PROTECTED_SCREENS.externalLinks, label: 'Externe Links', icon: <LinkOutlined /> },
];

export const ADMIN_NAV_GROUP = 'Beheer';

export const ADMIN_NAV: readonly NavEntry[] = [
  { screen: PROTECTED_SCREENS.settings, label: 'Instellingen', icon: <SettingOutlined /> },
  { screen: PROTECTED_SCREENS.backup, label: 'Backup & Herstel', icon: <CloudSyncOutlined /> },
  { screen: PROTECTED_SCREENS.privacy, label: 'Privacy', icon: <SafetyOutlined /> },
  { screen: PROTECTED_SCREENS.audit, label: 'Auditlog', icon: <AuditOutlined /> },
];

/** The entry whose screen (or alias) is showing. */
export function activeNavPath(pathname: string): string | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  const entry = [...MAIN_NAV, ...ADMIN_NAV].find((candidate) =>
    [candidate.screen.path, ...(candidate.screen.aliases ?? []), ...(candidate.alsoActiveOn ?? [])].includes(
      normalized,
    ),
  );
  return entry?.screen.path;
}
