import {
  AppstoreOutlined as AppstoreOutlinedIcon,
  ArrowDownOutlined as ArrowDownOutlinedIcon,
  ArrowLeftOutlined as ArrowLeftOutlinedIcon,
  ArrowUpOutlined as ArrowUpOutlinedIcon,
  AuditOutlined as AuditOutlinedIcon,
  BellOutlined as BellOutlinedIcon,
  BgColorsOutlined as BgColorsOutlinedIcon,
  BoldOutlined as BoldOutlinedIcon,
  BookOutlined as BookOutlinedIcon,
  CalculatorOutlined as CalculatorOutlinedIcon,
  CalendarOutlined as CalendarOutlinedIcon,
  CameraOutlined as CameraOutlinedIcon,
  CarOutlined as CarOutlinedIcon,
  CheckCircleFilled as CheckCircleFilledIcon,
  CheckCircleOutlined as CheckCircleOutlinedIcon,
  CheckOutlined as CheckOutlinedIcon,
  ClearOutlined as ClearOutlinedIcon,
  CloseCircleFilled as CloseCircleFilledIcon,
  CloseOutlined as CloseOutlinedIcon,
  CloudDownloadOutlined as CloudDownloadOutlinedIcon,
  CloudSyncOutlined as CloudSyncOutlinedIcon,
  CloudUploadOutlined as CloudUploadOutlinedIcon,
  CoffeeOutlined as CoffeeOutlinedIcon,
  CopyOutlined as CopyOutlinedIcon,
  CustomerServiceOutlined as CustomerServiceOutlinedIcon,
  DashboardOutlined as DashboardOutlinedIcon,
  DeleteOutlined as DeleteOutlinedIcon,
  DownloadOutlined as DownloadOutlinedIcon,
  EditOutlined as EditOutlinedIcon,
  EllipsisOutlined as EllipsisOutlinedIcon,
  EnvironmentOutlined as EnvironmentOutlinedIcon,
  EuroCircleOutlined as EuroCircleOutlinedIcon,
  EuroOutlined as EuroOutlinedIcon,
  ExportOutlined as ExportOutlinedIcon,
  EyeOutlined as EyeOutlinedIcon,
  FileDoneOutlined as FileDoneOutlinedIcon,
  FileExcelOutlined as FileExcelOutlinedIcon,
  FilePdfOutlined as FilePdfOutlinedIcon,
  FileSearchOutlined as FileSearchOutlinedIcon,
  FileTextOutlined as FileTextOutlinedIcon,
  FlagOutlined as FlagOutlinedIcon,
  FolderAddOutlined as FolderAddOutlinedIcon,
  FolderFilled as FolderFilledIcon,
  FolderOpenOutlined as FolderOpenOutlinedIcon,
  FontSizeOutlined as FontSizeOutlinedIcon,
  GlobalOutlined as GlobalOutlinedIcon,
  HeartOutlined as HeartOutlinedIcon,
  HomeOutlined as HomeOutlinedIcon,
  InboxOutlined as InboxOutlinedIcon,
  InfoCircleOutlined as InfoCircleOutlinedIcon,
  ItalicOutlined as ItalicOutlinedIcon,
  LeftOutlined as LeftOutlinedIcon,
  LinkOutlined as LinkOutlinedIcon,
  LockOutlined as LockOutlinedIcon,
  LogoutOutlined as LogoutOutlinedIcon,
  MailOutlined as MailOutlinedIcon,
  MenuFoldOutlined as MenuFoldOutlinedIcon,
  MenuUnfoldOutlined as MenuUnfoldOutlinedIcon,
  MinusOutlined as MinusOutlinedIcon,
  MoonOutlined as MoonOutlinedIcon,
  NotificationOutlined as NotificationOutlinedIcon,
  OrderedListOutlined as OrderedListOutlinedIcon,
  PaperClipOutlined as PaperClipOutlinedIcon,
  PhoneOutlined as PhoneOutlinedIcon,
  PlusOutlined as PlusOutlinedIcon,
  ReadOutlined as ReadOutlinedIcon,
  RightOutlined as RightOutlinedIcon,
  SafetyCertificateOutlined as SafetyCertificateOutlinedIcon,
  SafetyOutlined as SafetyOutlinedIcon,
  SaveOutlined as SaveOutlinedIcon,
  SearchOutlined as SearchOutlinedIcon,
  SendOutlined as SendOutlinedIcon,
  SettingOutlined as SettingOutlinedIcon,
  ShareAltOutlined as ShareAltOutlinedIcon,
  ShoppingOutlined as ShoppingOutlinedIcon,
  SmileOutlined as SmileOutlinedIcon,
  SolutionOutlined as SolutionOutlinedIcon,
  StarOutlined as StarOutlinedIcon,
  SunOutlined as SunOutlinedIcon,
  TeamOutlined as TeamOutlinedIcon,
  TrophyOutlined as TrophyOutlinedIcon,
  UnderlineOutlined as UnderlineOutlinedIcon,
  UndoOutlined as UndoOutlinedIcon,
  UnorderedListOutlined as UnorderedListOutlinedIcon,
  UploadOutlined as UploadOutlinedIcon,
  UserAddOutlined as UserAddOutlinedIcon,
  UserDeleteOutlined as UserDeleteOutlinedIcon,
  UserOutlined as UserOutlinedIcon,
  WarningOutlined as WarningOutlinedIcon,
} from '@ant-design/icons';
import { type ComponentProps, forwardRef } from 'react';

type IconComponent = typeof PlusOutlinedIcon;

/**
 * The portal's icons, hidden from assistive technology by default (issue 37 point 11): an antd icon
 * names itself in English ("euro-circle"), and a screen reader read that name before every menu
 * entry and button. The text next to an icon says what it means; an icon-only button carries a Dutch
 * `aria-label`. An icon that means something on its own passes `aria-hidden={false}` and its own
 * Dutch `aria-label`. Screens import icons from here, never from `@ant-design/icons` (biome.json).
 */
function decorative(Icon: IconComponent, name: string): IconComponent {
  const Decorative = forwardRef<HTMLSpanElement, ComponentProps<IconComponent>>((props, ref) => (
    <Icon aria-hidden {...props} ref={ref} />
  ));
  Decorative.displayName = name;
  return Decorative;
}

export const AppstoreOutlined = decorative(AppstoreOutlinedIcon, 'AppstoreOutlined');
export const ArrowDownOutlined = decorative(ArrowDownOutlinedIcon, 'ArrowDownOutlined');
export const ArrowLeftOutlined = decorative(ArrowLeftOutlinedIcon, 'ArrowLeftOutlined');
export const ArrowUpOutlined = decorative(ArrowUpOutlinedIcon, 'ArrowUpOutlined');
export const AuditOutlined = decorative(AuditOutlinedIcon, 'AuditOutlined');
export const BellOutlined = decorative(BellOutlinedIcon, 'BellOutlined');
export const BgColorsOutlined = decorative(BgColorsOutlinedIcon, 'BgColorsOutlined');
export const BoldOutlined = decorative(BoldOutlinedIcon, 'BoldOutlined');
export const BookOutlined = decorative(BookOutlinedIcon, 'BookOutlined');
export const CalculatorOutlined = decorative(CalculatorOutlinedIcon, 'CalculatorOutlined');
export const CalendarOutlined = decorative(CalendarOutlinedIcon, 'CalendarOutlined');
export const CameraOutlined = decorative(CameraOutlinedIcon, 'CameraOutlined');
export const CarOutlined = decorative(CarOutlinedIcon, 'CarOutlined');
export const CheckCircleFilled = decorative(CheckCircleFilledIcon, 'CheckCircleFilled');
export const CheckCircleOutlined = decorative(CheckCircleOutlinedIcon, 'CheckCircleOutlined');
export const CheckOutlined = decorative(CheckOutlinedIcon, 'CheckOutlined');
export const ClearOutlined = decorative(ClearOutlinedIcon, 'ClearOutlined');
export const CloseCircleFilled = decorative(CloseCircleFilledIcon, 'CloseCircleFilled');
export const CloseOutlined = decorative(CloseOutlinedIcon, 'CloseOutlined');
export const CloudDownloadOutlined = decorative(CloudDownloadOutlinedIcon, 'CloudDownloadOutlined');
export const CloudSyncOutlined = decorative(CloudSyncOutlinedIcon, 'CloudSyncOutlined');
export const CloudUploadOutlined = decorative(CloudUploadOutlinedIcon, 'CloudUploadOutlined');
export const CoffeeOutlined = decorative(CoffeeOutlinedIcon, 'CoffeeOutlined');
export const CopyOutlined = decorative(CopyOutlinedIcon, 'CopyOutlined');
export const CustomerServiceOutlined = decorative(CustomerServiceOutlinedIcon, 'CustomerServiceOutlined');
export const DashboardOutlined = decorative(DashboardOutlinedIcon, 'DashboardOutlined');
export const DeleteOutlined = decorative(DeleteOutlinedIcon, 'DeleteOutlined');
export const DownloadOutlined = decorative(DownloadOutlinedIcon, 'DownloadOutlined');
export const EditOutlined = decorative(EditOutlinedIcon, 'EditOutlined');
export const EllipsisOutlined = decorative(EllipsisOutlinedIcon, 'EllipsisOutlined');
export const EnvironmentOutlined = decorative(EnvironmentOutlinedIcon, 'EnvironmentOutlined');
export const EuroCircleOutlined = decorative(EuroCircleOutlinedIcon, 'EuroCircleOutlined');
export const EuroOutlined = decorative(EuroOutlinedIcon, 'EuroOutlined');
export const ExportOutlined = decorative(ExportOutlinedIcon, 'ExportOutlined');
export const EyeOutlined = decorative(EyeOutlinedIcon, 'EyeOutlined');
export const FileDoneOutlined = decorative(FileDoneOutlinedIcon, 'FileDoneOutlined');
export const FileExcelOutlined = decorative(FileExcelOutlinedIcon, 'FileExcelOutlined');
export const FilePdfOutlined = decorative(FilePdfOutlinedIcon, 'FilePdfOutlined');
export const FileSearchOutlined = decorative(FileSearchOutlinedIcon, 'FileSearchOutlined');
export const FileTextOutlined = decorative(FileTextOutlinedIcon, 'FileTextOutlined');
export const FlagOutlined = decorative(FlagOutlinedIcon, 'FlagOutlined');
export const FolderAddOutlined = decorative(FolderAddOutlinedIcon, 'FolderAddOutlined');
export const FolderFilled = decorative(FolderFilledIcon, 'FolderFilled');
export const FolderOpenOutlined = decorative(FolderOpenOutlinedIcon, 'FolderOpenOutlined');
export const FontSizeOutlined = decorative(FontSizeOutlinedIcon, 'FontSizeOutlined');
export const GlobalOutlined = decorative(GlobalOutlinedIcon, 'GlobalOutlined');
export const HeartOutlined = decorative(HeartOutlinedIcon, 'HeartOutlined');
export const HomeOutlined = decorative(HomeOutlinedIcon, 'HomeOutlined');
export const InboxOutlined = decorative(InboxOutlinedIcon, 'InboxOutlined');
export const InfoCircleOutlined = decorative(InfoCircleOutlinedIcon, 'InfoCircleOutlined');
export const ItalicOutlined = decorative(ItalicOutlinedIcon, 'ItalicOutlined');
export const LeftOutlined = decorative(LeftOutlinedIcon, 'LeftOutlined');
export const LinkOutlined = decorative(LinkOutlinedIcon, 'LinkOutlined');
export const LockOutlined = decorative(LockOutlinedIcon, 'LockOutlined');
export const LogoutOutlined = decorative(LogoutOutlinedIcon, 'LogoutOutlined');
export const MailOutlined = decorative(MailOutlinedIcon, 'MailOutlined');
export const MenuFoldOutlined = decorative(MenuFoldOutlinedIcon, 'MenuFoldOutlined');
export const MenuUnfoldOutlined = decorative(MenuUnfoldOutlinedIcon, 'MenuUnfoldOutlined');
export const MinusOutlined = decorative(MinusOutlinedIcon, 'MinusOutlined');
export const MoonOutlined = decorative(MoonOutlinedIcon, 'MoonOutlined');
export const NotificationOutlined = decorative(NotificationOutlinedIcon, 'NotificationOutlined');
export const OrderedListOutlined = decorative(OrderedListOutlinedIcon, 'OrderedListOutlined');
export const PaperClipOutlined = decorative(PaperClipOutlinedIcon, 'PaperClipOutlined');
export const PhoneOutlined = decorative(PhoneOutlinedIcon, 'PhoneOutlined');
export const PlusOutlined = decorative(PlusOutlinedIcon, 'PlusOutlined');
export const ReadOutlined = decorative(ReadOutlinedIcon, 'ReadOutlined');
export const RightOutlined = decorative(RightOutlinedIcon, 'RightOutlined');
export const SafetyCertificateOutlined = decorative(
  SafetyCertificateOutlinedIcon,
  'SafetyCertificateOutlined',
);
export const SafetyOutlined = decorative(SafetyOutlinedIcon, 'SafetyOutlined');
export const SaveOutlined = decorative(SaveOutlinedIcon, 'SaveOutlined');
export const SearchOutlined = decorative(SearchOutlinedIcon, 'SearchOutlined');
export const SendOutlined = decorative(SendOutlinedIcon, 'SendOutlined');
export const SettingOutlined = decorative(SettingOutlinedIcon, 'SettingOutlined');
export const ShareAltOutlined = decorative(ShareAltOutlinedIcon, 'ShareAltOutlined');
export const ShoppingOutlined = decorative(ShoppingOutlinedIcon, 'ShoppingOutlined');
export const SmileOutlined = decorative(SmileOutlinedIcon, 'SmileOutlined');
export const SolutionOutlined = decorative(SolutionOutlinedIcon, 'SolutionOutlined');
export const StarOutlined = decorative(StarOutlinedIcon, 'StarOutlined');
export const SunOutlined = decorative(SunOutlinedIcon, 'SunOutlined');
export const TeamOutlined = decorative(TeamOutlinedIcon, 'TeamOutlined');
export const TrophyOutlined = decorative(TrophyOutlinedIcon, 'TrophyOutlined');
export const UnderlineOutlined = decorative(UnderlineOutlinedIcon, 'UnderlineOutlined');
export const UndoOutlined = decorative(UndoOutlinedIcon, 'UndoOutlined');
export const UnorderedListOutlined = decorative(UnorderedListOutlinedIcon, 'UnorderedListOutlined');
export const UploadOutlined = decorative(UploadOutlinedIcon, 'UploadOutlined');
export const UserAddOutlined = decorative(UserAddOutlinedIcon, 'UserAddOutlined');
export const UserDeleteOutlined = decorative(UserDeleteOutlinedIcon, 'UserDeleteOutlined');
export const UserOutlined = decorative(UserOutlinedIcon, 'UserOutlined');
export const WarningOutlined = decorative(WarningOutlinedIcon, 'WarningOutlined');
