import { CircleAlert } from 'lucide-react';

/**
 * Why the server refused a form (a time just taken, a limit, an expired link), in a box above its
 * buttons: one look for every form and dialog.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
