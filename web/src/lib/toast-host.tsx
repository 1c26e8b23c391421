import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useCallback, useEffect } from 'react';
import { SIDEBAR_BREAKPOINT_PX, TOAST } from '../../../shared/constants';
import { useSwipeToDismiss } from './toast-swipe';
import { useMediaQuery } from './use-media-query';

type ToastHostProps = { onReady: (instance: NotificationInstance) => void };

/** The app header's height (app-shell.css) and the gap a toast keeps to it on narrow screens. */
const HEADER_HEIGHT_PX = 64;
const GAP_PX = 8;

/**
 * Toasts show top centre (issue 37 point 8): in the middle of the app header on a wide screen, which
 * holds no controls there (the title sits left, the bell and menus right), just under it on a narrow
 * one, where the header's menu button and bell span the width. Bottom right they covered the lower
 * fields of a dialog, such as the volunteer in the family form, and the table's action buttons.
 */
export default function ToastHost({ onReady }: ToastHostProps) {
  const isWide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  const [instance, holder] = notification.useNotification({
    maxCount: TOAST.limit,
    duration: TOAST.durationMs / 1000,
    placement: 'top',
    top: isWide ? GAP_PX : HEADER_HEIGHT_PX + GAP_PX,
    stack: false,
  });
  useEffect(() => onReady(instance), [instance, onReady]);
  useSwipeToDismiss(useCallback((key: string) => instance.destroy(key), [instance]));
  return holder;
}
