import { Island } from '../../../../components/island';
import { Card } from '../../../../components/ui/card';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { InstructorSignInForm } from './instructor-sign-in-form';
import { NeedAccessNote } from './need-access-note';

/**
 * The instructor sign-in card (spec section 2): the form, and who to ask. On the sign-in page the
 * server renders, only the form is live (an island: start-islands.tsx); the rest stays its HTML.
 */
export function InstructorLoginForm() {
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <LPlateLogo />
        <div>
          <h1 className="text-2xl sm:text-3xl">Instructor Login</h1>
          <p className="text-slate-700">Sign in to run the school's bookings and lessons.</p>
        </div>
      </div>
      <Island name="instructor-sign-in">
        <InstructorSignInForm />
      </Island>
      <NeedAccessNote />
    </Card>
  );
}
