import {
  ArrowDownOutlined as ArrowDownOutlinedIcon,
  ArrowUpOutlined as ArrowUpOutlinedIcon,
  AuditOutlined as AuditOutlinedIcon,
  BellOutlined as BellOutlinedIcon,
  CalculatorOutlined as CalculatorOutlinedIcon,
  CalendarOutlined as CalendarOutlinedIcon,
  CarOutlined as CarOutlinedIcon,
  CheckCircleOutlined as CheckCircleOutlinedIcon,
  CloseCircleFilled as CloseCircleFilledIcon,
  CloudSyncOutlined as CloudSyncOutlinedIcon,
  DashboardOutlined as DashboardOutlinedIcon,
  DeleteOutlined as DeleteOutlinedIcon,
  EditOutlined as EditOutlinedIcon,
  EllipsisOutlined as EllipsisOutlinedIcon,
  EuroCircleOutlined as EuroCircleOutlinedIcon,
  EuroOutlined as EuroOutlinedIcon,
  FileDoneOutlined as FileDoneOutlinedIcon,
  FileTextOutlined as FileTextOutlinedIcon,
  FlagOutlined as FlagOutlinedIcon,
  FolderOpenOutlined as FolderOpenOutlinedIcon,
  HomeOutlined as HomeOutlinedIcon,
  InfoCircleOutlined as InfoCircleOutlinedIcon,
  LinkOutlined as LinkOutlinedIcon,
  LogoutOutlined as LogoutOutlinedIcon,
  MailOutlined as MailOutlinedIcon,
  MenuFoldOutlined as MenuFoldOutlinedIcon,
  MenuUnfoldOutlined as MenuUnfoldOutlinedIcon,
  MoonOutlined as MoonOutlinedIcon,
  NotificationOutlined as NotificationOutlinedIcon,
  PhoneOutlined as PhoneOutlinedIcon,
  PlusOutlined as PlusOutlinedIcon,
  ReadOutlined as ReadOutlinedIcon,
  SafetyCertificateOutlined as SafetyCertificateOutlinedIcon,
  SafetyOutlined as SafetyOutlinedIcon,
  SettingOutlined as SettingOutlinedIcon,
  SmileOutlined as SmileOutlinedIcon,
  StarOutlined as StarOutlinedIcon,
  SunOutlined as SunOutlinedIcon,
  TeamOutlined as TeamOutlinedIcon,
  UserAddOutlined as UserAddOutlinedIcon,
  UserDeleteOutlined as UserDeleteOutlinedIcon,
  UserOutlined as UserOutlinedIcon,
  WarningOutlined as WarningOutlinedIcon,
} from '@ant-design/icons';
import { decorative } from './decorative-icon';

/**
 * The icons of the shell and the dashboard (the first signed-in view): a module of their own, so that
 * view loads these and not every icon the portal draws (components/icons re-exports them; screens
 * import from there).
 */
export const ArrowDownOutlined = /* @__PURE__ */ decorative(ArrowDownOutlinedIcon, 'ArrowDownOutlined');
export const ArrowUpOutlined = /* @__PURE__ */ decorative(ArrowUpOutlinedIcon, 'ArrowUpOutlined');
export const AuditOutlined = /* @__PURE__ */ decorative(AuditOutlinedIcon, 'AuditOutlined');
export const BellOutlined = /* @__PURE__ */ decorative(BellOutlinedIcon, 'BellOutlined');
export const CalculatorOutlined = /* @__PURE__ */ decorative(CalculatorOutlinedIcon, 'CalculatorOutlined');
export const CalendarOutlined = /* @__PURE__ */ decorative(CalendarOutlinedIcon, 'CalendarOutlined');
export const CarOutlined = /* @__PURE__ */ decorative(CarOutlinedIcon, 'CarOutlined');
export const CheckCircleOutlined = /* @__PURE__ */ decorative(CheckCircleOutlinedIcon, 'CheckCircleOutlined');
export const CloseCircleFilled = /* @__PURE__ */ decorative(CloseCircleFilledIcon, 'CloseCircleFilled');
export const CloudSyncOutlined = /* @__PURE__ */ decorative(CloudSyncOutlinedIcon, 'CloudSyncOutlined');
export const DashboardOutlined = /* @__PURE__ */ decorative(DashboardOutlinedIcon, 'DashboardOutlined');
export const DeleteOutlined = /* @__PURE__ */ decorative(DeleteOutlinedIcon, 'DeleteOutlined');
export const EditOutlined = /* @__PURE__ */ decorative(EditOutlinedIcon, 'EditOutlined');
export const EllipsisOutlined = /* @__PURE__ */ decorative(EllipsisOutlinedIcon, 'EllipsisOutlined');
export const EuroCircleOutlined = /* @__PURE__ */ decorative(EuroCircleOutlinedIcon, 'EuroCircleOutlined');
export const EuroOutlined = /* @__PURE__ */ decorative(EuroOutlinedIcon, 'EuroOutlined');
export const FileDoneOutlined = /* @__PURE__ */ decorative(FileDoneOutlinedIcon, 'FileDoneOutlined');
export const FileTextOutlined = /* @__PURE__ */ decorative(FileTextOutlinedIcon, 'FileTextOutlined');
export const FlagOutlined = /* @__PURE__ */ decorative(FlagOutlinedIcon, 'FlagOutlined');
export const FolderOpenOutlined = /* @__PURE__ */ decorative(FolderOpenOutlinedIcon, 'FolderOpenOutlined');
export const HomeOutlined = /* @__PURE__ */ decorative(HomeOutlinedIcon, 'HomeOutlined');
export const InfoCircleOutlined = /* @__PURE__ */ decorative(InfoCircleOutlinedIcon, 'InfoCircleOutlined');
export const LinkOutlined = /* @__PURE__ */ decorative(LinkOutlinedIcon, 'LinkOutlined');
export const LogoutOutlined = /* @__PURE__ */ decorative(LogoutOutlinedIcon, 'LogoutOutlined');
export const MailOutlined = /* @__PURE__ */ decorative(MailOutlinedIcon, 'MailOutlined');
export const MenuFoldOutlined = /* @__PURE__ */ decorative(MenuFoldOutlinedIcon, 'MenuFoldOutlined');
export const MenuUnfoldOutlined = /* @__PURE__ */ decorative(MenuUnfoldOutlinedIcon, 'MenuUnfoldOutlined');
export const MoonOutlined = /* @__PURE__ */ decorative(MoonOutlinedIcon, 'MoonOutlined');
export const NotificationOutlined = /* @__PURE__ */ decorative(
  NotificationOutlinedIcon,
  'NotificationOutlined',
);
export const PhoneOutlined = /* @__PURE__ */ decorative(PhoneOutlinedIcon, 'PhoneOutlined');
export const PlusOutlined = /* @__PURE__ */ decorative(PlusOutlinedIcon, 'PlusOutlined');
export const ReadOutlined = /* @__PURE__ */ decorative(ReadOutlinedIcon, 'ReadOutlined');
export const SafetyCertificateOutlined = /* @__PURE__ */ decorative(
  SafetyCertificateOutlinedIcon,
  'SafetyCertificateOutlined',
);
export const SafetyOutlined = /* @__PURE__ */ decorative(SafetyOutlinedIcon, 'SafetyOutlined');
export const SettingOutlined = /* @__PURE__ */ decorative(SettingOutlinedIcon, 'SettingOutlined');
export const SmileOutlined = /* @__PURE__ */ decorative(SmileOutlinedIcon, 'SmileOutlined');
export const StarOutlined = /* @__PURE__ */ decorative(StarOutlinedIcon, 'StarOutlined');
export const SunOutlined = /* @__PURE__ */ decorative(SunOutlinedIcon, 'SunOutlined');
export const TeamOutlined = /* @__PURE__ */ decorative(TeamOutlinedIcon, 'TeamOutlined');
export const UserAddOutlined = /* @__PURE__ */ decorative(UserAddOutlinedIcon, 'UserAddOutlined');
export const UserDeleteOutlined = /* @__PURE__ */ decorative(UserDeleteOutlinedIcon, 'UserDeleteOutlined');
export const UserOutlined = /* @__PURE__ */ decorative(UserOutlinedIcon, 'UserOutlined');
export const WarningOutlined = /* @__PURE__ */ decorative(WarningOutlinedIcon, 'WarningOutlined');
