import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { classNames } from '../../lib/class-names';
import { buttonClassName } from './button';
import { TOAST_DEFAULT_DURATION_MS, type ToastRecord } from './toast-store';
import { useToast } from './use-toast';

export const TOAST_SWIPE_THRESHOLD_PX = 50;

const variantClassNames: Record<ToastRecord['variant'], string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
};

/** Renders the toast queue; mount once, near the root. F8 (Radix's default hotkey) focuses it. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} onClose={() => dismiss(item.id)} />
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:outline-blue-700 sm:max-w-sm" />
    </Toast.Provider>
  );
}

function ToastItem({ item, onClose }: { item: ToastRecord; onClose: () => void }) {
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={item.duration}
      type={destructive ? 'foreground' : 'background'}
      className={classNames(
        'relative flex w-full flex-col gap-3 rounded-xl border p-4 pr-12 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        'motion-safe:data-[swipe=cancel]:transition-transform motion-safe:data-[swipe=end]:animate-toast-swipe-out',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
        variantClassNames[item.variant],
      )}
    >
      <div className="grid gap-1">
        {item.title ? <Toast.Title className="font-semibold leading-snug">{item.title}</Toast.Title> : null}
        {item.description ? (
          <Toast.Description className={destructive ? 'text-white' : 'text-slate-700'}>
            {item.description}
          </Toast.Description>
        ) : null}
      </div>
      {item.action ? (
        <Toast.Action
          altText={item.action.altText ?? item.action.label}
          onClick={item.action.onClick}
          className={buttonClassName({
            variant: destructive ? 'inverse' : 'secondary',
            size: 'compact',
            className: 'self-start',
          })}
        >
          {item.action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close
        aria-label="Close notification"
        className={classNames(
          'absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-lg',
          'focus-visible:outline-2 focus-visible:outline-offset-0',
          destructive
            ? 'text-white hover:bg-white/15 focus-visible:outline-white'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-blue-700',
        )}
      >
        <X aria-hidden="true" className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}
