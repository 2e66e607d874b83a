import { useSyncExternalStore } from 'react';
import { dismissToast, type ToastRecord, toast, toastStore } from './toast-store';

export interface UseToastResult {
  toasts: readonly ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/** The toasts on screen plus `toast(...)` and `dismiss(id?)`. */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
