import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useCallback, useEffect } from 'react';
import { TOAST } from '../../../shared/constants';
import { useSwipeToDismiss } from './toast-swipe';

type ToastHostProps = { onReady: (instance: NotificationInstance) => void };

export default function ToastHost({ onReady }: ToastHostProps) {
  const [instance, holder] = notification.useNotification({
    maxCount: TOAST.limit,
    duration: TOAST.durationMs / 1000,
    placement: 'bottomRight',
    stack: false,
  });
  useEffect(() => onReady(instance), [instance, onReady]);
  useSwipeToDismiss(useCallback((key: string) => instance.destroy(key), [instance]));
  return holder;
}
