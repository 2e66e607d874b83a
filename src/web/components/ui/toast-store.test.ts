import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast: a new toast replaces the old one', () => {
    const store = createToastStore();
    expect(TOAST_LIMIT).toBe(1);

    store.show({ title: 'First' });
    const second = store.show({ title: 'Second', variant: 'destructive' });

    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults the variant and keeps a per-toast duration and action', () => {
    const store = createToastStore();
    const onClick = vi.fn();

    store.show({ title: 'Portal opened', duration: 8000, action: { label: 'Show my details', onClick } });

    expect(store.getSnapshot()[0]).toMatchObject({
      variant: 'default',
      duration: 8000,
      action: { label: 'Show my details', onClick },
    });
  });

  it('dismiss closes the toast, then removes it after the remove delay', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Copied!' });

    handle.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismiss without an id closes every toast', () => {
    const store = createToastStore({ limit: 3, removeDelayMs: 10 });
    store.show({ title: 'One' });
    store.show({ title: 'Two' });

    store.dismiss();

    expect(store.getSnapshot().map((toast) => toast.open)).toEqual([false, false]);
    vi.advanceTimersByTime(10);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a toast shown after a dismissed one is not removed by the old timer', () => {
    const store = createToastStore({ removeDelayMs: 10 });
    store.show({ title: 'Old' }).dismiss();
    const fresh = store.show({ title: 'Fresh' });

    vi.advanceTimersByTime(10);

    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: fresh.id, open: true })]);
  });

  it('update changes a toast in place', () => {
    const store = createToastStore();
    const handle = store.show({ title: 'Saving' });

    handle.update({ title: 'Saved', description: 'All done' });

    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, title: 'Saved', description: 'All done' });
  });

  it('notifies subscribers on change and keeps the snapshot stable otherwise', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();

    expect(store.getSnapshot()).toBe(before);
    store.show({ title: 'Hello' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);

    unsubscribe();
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
