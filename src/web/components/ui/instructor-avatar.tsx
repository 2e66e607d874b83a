import { useState } from 'react';
import { getInitials } from '../../../core/bookings/booking/instructor-choice';
import { classNames } from '../../lib/class-names';

export interface InstructorAvatarProps {
  fullName: string;
  /** The photo's versioned address (`photoUrl` from the API), or null: initials instead. */
  photoUrl: string | null;
  /** Width and height in CSS pixels (the stored photo is 480 px square, sharp up to 240). */
  size: number;
  className?: string;
  /** The letters shown without a photo, when not the name's (an account known only by its e-mail). */
  initials?: string;
}

/**
 * An instructor's photo, round, with their name as its text, or their initials when there is no
 * photo (or it fails to load). A plain lazy <img> with its size, so it costs the page no script
 * and shifts nothing as it arrives.
 */
export function InstructorAvatar({ fullName, photoUrl, size, className, initials }: InstructorAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (photoUrl && photoUrl !== failedUrl) {
    return (
      <img
        src={photoUrl}
        alt={fullName}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(photoUrl)}
        style={style}
        className={classNames('shrink-0 rounded-full bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: Math.max(12, Math.round(size / 2.6)) }}
      className={classNames(
        'flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900',
        className,
      )}
    >
      {initials ?? getInitials(fullName)}
    </span>
  );
}
