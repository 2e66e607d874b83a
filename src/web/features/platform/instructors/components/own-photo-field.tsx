import { Skeleton } from '../../../../components/ui/skeleton';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { useInstructorPhotoUrl } from '../api/get-instructor-photo-url';
import { InstructorPhotoField } from './instructor-photo-field';

/**
 * The signed-in instructor's own photo, in Settings → My profile: the photo learners see beside
 * their name (the owner also sets anyone's on the Instructors tab). It saves as soon as it is chosen.
 */
export function OwnPhotoField() {
  const session = useInstructorSession();
  const instructor = session.data?.instructor;
  const photo = useInstructorPhotoUrl(instructor?.id);
  if (!instructor || photo.isPending) return <Skeleton className="h-20 w-full max-w-md" />;
  if (photo.isError) {
    return (
      <p role="alert" className="text-slate-700">
        Your photo didn't load. Check your connection and open Settings again.
      </p>
    );
  }
  return (
    <InstructorPhotoField
      instructorId={instructor.id}
      fullName={instructor.fullName ?? 'You'}
      photoUrl={photo.data.photoUrl}
      label="Your photo"
      hint="Learners see it beside your name when they choose an instructor. It is saved as soon as you choose it; a square from the middle of the picture is used."
    />
  );
}
