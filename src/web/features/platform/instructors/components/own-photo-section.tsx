import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { useInstructorPhotoUrl } from '../api/get-instructor-photo-url';
import { InstructorPhotoField } from './instructor-photo-field';

/**
 * "Your photo" in Settings: where every instructor sets the photo learners see beside their name
 * (the owner also sets anyone's on the Instructors tab).
 */
export function OwnPhotoSection() {
  const session = useInstructorSession();
  const instructor = session.data?.instructor;
  const photo = useInstructorPhotoUrl(instructor?.id);
  return (
    <SectionCard
      id="your-photo"
      title="Your photo"
      description="Shown to learners on the booking page when they choose who teaches them."
    >
      {!instructor || photo.isPending ? (
        <Skeleton className="h-20 w-full max-w-md" />
      ) : photo.isError ? (
        <p role="alert" className="text-slate-700">
          Your photo didn't load. Check your connection and open Settings again.
        </p>
      ) : (
        <InstructorPhotoField
          instructorId={instructor.id}
          fullName={instructor.fullName ?? instructor.email}
          photoUrl={photo.data.photoUrl}
          label="Your photo"
        />
      )}
    </SectionCard>
  );
}
