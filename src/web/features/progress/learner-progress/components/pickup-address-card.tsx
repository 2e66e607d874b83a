import { Home, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  formatPickupLine,
  type Pickup,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

// The form (react-hook-form, the schema's checks) loads when the learner asks to change the address.
const loadPickupForm = () => import('./pickup-address-form');
const PickupForm = lazy(() => loadPickupForm().then((module) => ({ default: module.PickupForm })));

function PickupFormLoading() {
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        Loading the form
      </p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-11 w-56" />
    </div>
  );
}

/**
 * Where the instructor picks the learner up, which the learner keeps up to date themselves (their
 * instructor sees it beside each lesson, with a map). Only the pickup is theirs to change here.
 */
export function PickupAddressCard({ token, pickup }: { token: string; pickup: Pickup }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const line = formatPickupLine(pickup);
  return (
    <section aria-labelledby="pickup-heading" className="grid gap-4">
      <h2 id="pickup-heading" className="flex items-center gap-2 text-2xl">
        <Home aria-hidden="true" className="size-6 text-blue-700" />
        Pickup Address
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        {editing ? (
          <Suspense fallback={<PickupFormLoading />}>
            <PickupForm
              token={token}
              pickup={pickup}
              onDone={(wasSaved) => {
                setEditing(false);
                setSaved(wasSaved);
              }}
            />
          </Suspense>
        ) : (
          <>
            <p className="text-slate-800">
              {line ??
                'Not given yet. Tell your instructor where to pick you up, and they will see it beside each lesson.'}
            </p>
            <p role="status" className="text-sm text-green-700 empty:hidden">
              {saved ? 'Saved: your instructor sees it beside your lessons.' : ''}
            </p>
            <Button
              variant="secondary"
              className="justify-self-start"
              onPointerEnter={() => void loadPickupForm()}
              onFocus={() => void loadPickupForm()}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="size-5" />
              {line ? 'Change pickup address' : 'Add pickup address'}
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
