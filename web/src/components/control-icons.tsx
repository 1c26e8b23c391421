import { webMessages } from '../../../shared/messages/web';
import { CloseCircleFilled, EllipsisOutlined } from './icons';

/**
 * The icons antd puts inside its own icon-only buttons, named in Dutch: the button takes its name from
 * the icon, which would otherwise say "close-circle" or "ellipsis".
 */
export const CLEAR_INPUT = {
  clearIcon: <CloseCircleFilled aria-hidden={false} aria-label={webMessages.controls.clearInput} />,
};

export const MORE_TABS_ICON = (
  <EllipsisOutlined aria-hidden={false} aria-label={webMessages.controls.moreTabs} />
);
