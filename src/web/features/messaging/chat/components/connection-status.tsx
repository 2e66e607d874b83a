import { classNames } from '../../../../lib/class-names';
import type { ChatConnectionStatus } from '../hooks/use-chat-socket';

const statusLooks: Record<ChatConnectionStatus, { label: string; dotClassName: string }> = {
  connecting: { label: 'Connecting…', dotClassName: 'bg-slate-400' },
  live: { label: 'Live', dotClassName: 'bg-green-600' },
  reconnecting: { label: 'Reconnecting…', dotClassName: 'bg-amber-500 motion-safe:animate-pulse' },
  refused: { label: 'Offline', dotClassName: 'bg-red-600' },
};

/** Whether new messages arrive by themselves: a dot and its word (never colour alone). */
export function ConnectionStatus({ status }: { status: ChatConnectionStatus }) {
  const look = statusLooks[status];
  return (
    <p role="status" className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-700">
      <span aria-hidden="true" className={classNames('size-2.5 rounded-full', look.dotClassName)} />
      {look.label}
    </p>
  );
}
