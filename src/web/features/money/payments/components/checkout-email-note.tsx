import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildLearnerHomePath } from '../../../../../core/progress/learner-page-data-schemas';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { getRememberedProgressToken } from '../../../../lib/remembered-progress-link';

/**
 * After booking: what the e-mail brings (this booking and the link to the learner's own page), or,
 * when this site sends no e-mail, that none is coming (docs/decisions/0031). The page is linked
 * when this browser already holds it (a learner who booked again from their page); a new learner's
 * link is only in the e-mail, since a booking form alone does not prove who is booking.
 */
export function CheckoutEmailNote() {
  const emailOn = useEmailDeliveryConfigured();
  const [pageToken, setPageToken] = useState<string | null>(null);
  useEffect(() => {
    setPageToken(getRememberedProgressToken());
  }, []);
  return (
    <>
      <p>
        {emailOn
          ? 'An e-mail is on its way to you with this booking, how to pay, and the link to your own page, where you follow your lessons, payments and progress.'
          : "We couldn't e-mail you: e-mail isn't set up on this site yet. Please copy the link to this page below to come back to it, and call us if you need your booking details."}
      </p>
      {pageToken ? (
        <p>
          <Link to={buildLearnerHomePath(pageToken)} className="font-semibold text-blue-700 underline">
            Open your own page
          </Link>
        </p>
      ) : null}
    </>
  );
}
