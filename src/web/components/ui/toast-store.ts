/*
 * The toast queue behind <Toaster />: spec section 9 says at most one toast at a time (a new one
 * replaces the old), 5 s by default, and a dismissed toast is removed after 1,000,000 ms (kept
 * mounted closed meanwhile so Radix can play its exit animation).
 */

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastActionInput {
  label: string;
  /** Tells screen-reader users how to do the same without the toast (Radix requires it). */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the provider's 5000 ms when not given. */
  duration?: number;
  action?: ToastActionInput;
}

export interface ToastRecord extends ToastInput {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: ToastInput) => void;
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
}

export interface ToastStore {
  show: (input: ToastInput) => ToastHandle;
  update: (id: string, changes: ToastInput) => void;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
  getSnapshot: () => readonly ToastRecord[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let toasts: readonly ToastRecord[] = [];
  let lastId = 0;

  function publish(next: readonly ToastRecord[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function cancelRemoval(id: string) {
    const timer = removalTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(id);
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, removeDelayMs),
    );
  }

  function show(input: ToastInput): ToastHandle {
    lastId += 1;
    const id = String(lastId);
    const record: ToastRecord = { ...input, id, variant: input.variant ?? 'default', open: true };
    const next = [record, ...toasts];
    for (const dropped of next.slice(limit)) cancelRemoval(dropped.id);
    publish(next.slice(0, limit));
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  }

  function update(id: string, changes: ToastInput) {
    if (!toasts.some((toast) => toast.id === id)) return;
    publish(
      toasts.map((toast) =>
        toast.id === id ? { ...toast, ...changes, variant: changes.variant ?? toast.variant } : toast,
      ),
    );
  }

  function dismiss(id?: string) {
    const closing = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
    if (closing.length === 0) return;
    for (const toast of closing) scheduleRemoval(toast.id);
    const closingIds = new Set(closing.map((toast) => toast.id));
    publish(toasts.map((toast) => (closingIds.has(toast.id) ? { ...toast, open: false } : toast)));
  }

  function remove(id?: string) {
    const kept = toasts.filter((toast) => id !== undefined && toast.id !== id);
    if (kept.length === toasts.length) return;
    for (const toast of toasts) if (!kept.includes(toast)) cancelRemoval(toast.id);
    publish(kept);
  }

  return {
    show,
    update,
    dismiss,
    remove,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one store the app's <Toaster /> renders. */
export const toastStore = createToastStore();

/** Shows a toast, replacing the one on screen: `toast({ title: 'Copied!' })`. */
export function toast(input: ToastInput): ToastHandle {
  return toastStore.show(input);
}

export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}
