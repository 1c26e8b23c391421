import {
  AppstoreOutlined as AppstoreOutlinedIcon,
  ArrowLeftOutlined as ArrowLeftOutlinedIcon,
  BgColorsOutlined as BgColorsOutlinedIcon,
  BoldOutlined as BoldOutlinedIcon,
  BookOutlined as BookOutlinedIcon,
  CameraOutlined as CameraOutlinedIcon,
  CheckCircleFilled as CheckCircleFilledIcon,
  CheckOutlined as CheckOutlinedIcon,
  ClearOutlined as ClearOutlinedIcon,
  CloseOutlined as CloseOutlinedIcon,
  CloudDownloadOutlined as CloudDownloadOutlinedIcon,
  CloudUploadOutlined as CloudUploadOutlinedIcon,
  CoffeeOutlined as CoffeeOutlinedIcon,
  CopyOutlined as CopyOutlinedIcon,
  CustomerServiceOutlined as CustomerServiceOutlinedIcon,
  DownloadOutlined as DownloadOutlinedIcon,
  EnvironmentOutlined as EnvironmentOutlinedIcon,
  ExportOutlined as ExportOutlinedIcon,
  EyeOutlined as EyeOutlinedIcon,
  FileExcelOutlined as FileExcelOutlinedIcon,
  FilePdfOutlined as FilePdfOutlinedIcon,
  FileSearchOutlined as FileSearchOutlinedIcon,
  FolderAddOutlined as FolderAddOutlinedIcon,
  FolderFilled as FolderFilledIcon,
  FontSizeOutlined as FontSizeOutlinedIcon,
  GlobalOutlined as GlobalOutlinedIcon,
  HeartOutlined as HeartOutlinedIcon,
  InboxOutlined as InboxOutlinedIcon,
  ItalicOutlined as ItalicOutlinedIcon,
  LeftOutlined as LeftOutlinedIcon,
  LockOutlined as LockOutlinedIcon,
  MinusOutlined as MinusOutlinedIcon,
  OrderedListOutlined as OrderedListOutlinedIcon,
  PaperClipOutlined as PaperClipOutlinedIcon,
  RightOutlined as RightOutlinedIcon,
  SaveOutlined as SaveOutlinedIcon,
  SearchOutlined as SearchOutlinedIcon,
  SendOutlined as SendOutlinedIcon,
  ShareAltOutlined as ShareAltOutlinedIcon,
  ShoppingOutlined as ShoppingOutlinedIcon,
  SolutionOutlined as SolutionOutlinedIcon,
  TrophyOutlined as TrophyOutlinedIcon,
  UnderlineOutlined as UnderlineOutlinedIcon,
  UndoOutlined as UndoOutlinedIcon,
  UnorderedListOutlined as UnorderedListOutlinedIcon,
  UploadOutlined as UploadOutlinedIcon,
} from '@ant-design/icons';
import { decorative } from './decorative-icon';

// The first signed-in view's icons live apart (tests/bench/web-size.ts); screens still import every
// icon from this module, which the build treats as side-effect free (web/vite.config.ts), so a chunk
// that uses none of its own icons does not load it.
export * from './shell-icons';

export const AppstoreOutlined = /* @__PURE__ */ decorative(AppstoreOutlinedIcon, 'AppstoreOutlined');
export const ArrowLeftOutlined = /* @__PURE__ */ decorative(ArrowLeftOutlinedIcon, 'ArrowLeftOutlined');
export const BgColorsOutlined = /* @__PURE__ */ decorative(BgColorsOutlinedIcon, 'BgColorsOutlined');
export const BoldOutlined = /* @__PURE__ */ decorative(BoldOutlinedIcon, 'BoldOutlined');
export const BookOutlined = /* @__PURE__ */ decorative(BookOutlinedIcon, 'BookOutlined');
export const CameraOutlined = /* @__PURE__ */ decorative(CameraOutlinedIcon, 'CameraOutlined');
export const CheckCircleFilled = /* @__PURE__ */ decorative(CheckCircleFilledIcon, 'CheckCircleFilled');
export const CheckOutlined = /* @__PURE__ */ decorative(CheckOutlinedIcon, 'CheckOutlined');
export const ClearOutlined = /* @__PURE__ */ decorative(ClearOutlinedIcon, 'ClearOutlined');
export const CloseOutlined = /* @__PURE__ */ decorative(CloseOutlinedIcon, 'CloseOutlined');
export const CloudDownloadOutlined = /* @__PURE__ */ decorative(
  CloudDownloadOutlinedIcon,
  'CloudDownloadOutlined',
);
export const CloudUploadOutlined = /* @__PURE__ */ decorative(CloudUploadOutlinedIcon, 'CloudUploadOutlined');
export const CoffeeOutlined = /* @__PURE__ */ decorative(CoffeeOutlinedIcon, 'CoffeeOutlined');
export const CopyOutlined = /* @__PURE__ */ decorative(CopyOutlinedIcon, 'CopyOutlined');
export const CustomerServiceOutlined = /* @__PURE__ */ decorative(
  CustomerServiceOutlinedIcon,
  'CustomerServiceOutlined',
);
export const DownloadOutlined = /* @__PURE__ */ decorative(DownloadOutlinedIcon, 'DownloadOutlined');
export const EnvironmentOutlined = /* @__PURE__ */ decorative(EnvironmentOutlinedIcon, 'EnvironmentOutlined');
export const ExportOutlined = /* @__PURE__ */ decorative(ExportOutlinedIcon, 'ExportOutlined');
export const EyeOutlined = /* @__PURE__ */ decorative(EyeOutlinedIcon, 'EyeOutlined');
export const FileExcelOutlined = /* @__PURE__ */ decorative(FileExcelOutlinedIcon, 'FileExcelOutlined');
export const FilePdfOutlined = /* @__PURE__ */ decorative(FilePdfOutlinedIcon, 'FilePdfOutlined');
export const FileSearchOutlined = /* @__PURE__ */ decorative(FileSearchOutlinedIcon, 'FileSearchOutlined');
export const FolderAddOutlined = /* @__PURE__ */ decorative(FolderAddOutlinedIcon, 'FolderAddOutlined');
export const FolderFilled = /* @__PURE__ */ decorative(FolderFilledIcon, 'FolderFilled');
export const FontSizeOutlined = /* @__PURE__ */ decorative(FontSizeOutlinedIcon, 'FontSizeOutlined');
export const GlobalOutlined = /* @__PURE__ */ decorative(GlobalOutlinedIcon, 'GlobalOutlined');
export const HeartOutlined = /* @__PURE__ */ decorative(HeartOutlinedIcon, 'HeartOutlined');
export const InboxOutlined = /* @__PURE__ */ decorative(InboxOutlinedIcon, 'InboxOutlined');
export const ItalicOutlined = /* @__PURE__ */ decorative(ItalicOutlinedIcon, 'ItalicOutlined');
export const LeftOutlined = /* @__PURE__ */ decorative(LeftOutlinedIcon, 'LeftOutlined');
export const LockOutlined = /* @__PURE__ */ decorative(LockOutlinedIcon, 'LockOutlined');
export const MinusOutlined = /* @__PURE__ */ decorative(MinusOutlinedIcon, 'MinusOutlined');
export const OrderedListOutlined = /* @__PURE__ */ decorative(OrderedListOutlinedIcon, 'OrderedListOutlined');
export const PaperClipOutlined = /* @__PURE__ */ decorative(PaperClipOutlinedIcon, 'PaperClipOutlined');
export const RightOutlined = /* @__PURE__ */ decorative(RightOutlinedIcon, 'RightOutlined');
export const SaveOutlined = /* @__PURE__ */ decorative(SaveOutlinedIcon, 'SaveOutlined');
export const SearchOutlined = /* @__PURE__ */ decorative(SearchOutlinedIcon, 'SearchOutlined');
export const SendOutlined = /* @__PURE__ */ decorative(SendOutlinedIcon, 'SendOutlined');
export const ShareAltOutlined = /* @__PURE__ */ decorative(ShareAltOutlinedIcon, 'ShareAltOutlined');
export const ShoppingOutlined = /* @__PURE__ */ decorative(ShoppingOutlinedIcon, 'ShoppingOutlined');
export const SolutionOutlined = /* @__PURE__ */ decorative(SolutionOutlinedIcon, 'SolutionOutlined');
export const TrophyOutlined = /* @__PURE__ */ decorative(TrophyOutlinedIcon, 'TrophyOutlined');
export const UnderlineOutlined = /* @__PURE__ */ decorative(UnderlineOutlinedIcon, 'UnderlineOutlined');
export const UndoOutlined = /* @__PURE__ */ decorative(UndoOutlinedIcon, 'UndoOutlined');
export const UnorderedListOutlined = /* @__PURE__ */ decorative(
  UnorderedListOutlinedIcon,
  'UnorderedListOutlined',
);
export const UploadOutlined = /* @__PURE__ */ decorative(UploadOutlinedIcon, 'UploadOutlined');
