import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** SPEC section 9: toasts last 5000 ms unless a screen says otherwise. */
export const DEFAULT_TOAST_MS = 5000;

export interface ToastOptions {
  title: string;
  /** Usually a sentence; a toast with a link in it (the outbox's) passes elements. */
  message?: ReactNode;
  /** Destructive toasts (SPEC's "destructive") are red. */
  destructive?: boolean;
  /** Milliseconds; false keeps it until dismissed. */
  duration?: number | false;
  id?: string;
}

/**
 * One toast. SPEC section 4: at most one is visible, and the newest wins: a new toast
 * replaces the one on screen instead of waiting behind it in Mantine's queue.
 */
export function toast({ title, message, destructive, duration = DEFAULT_TOAST_MS, id }: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    id,
    title,
    message: message ?? '',
    color: destructive ? 'red' : undefined,
    autoClose: duration,
    withCloseButton: true,
  });
}
