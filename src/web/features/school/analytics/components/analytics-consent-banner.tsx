import { Cookie } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { writeAnalyticsConsent } from '../analytics-consent';

/**
 * Asks before any analytics load (UK PECR/GDPR). Both answers are equally easy; the choice is
 * kept and can be changed from the footer's 'Cookie settings'.
 */
export function AnalyticsConsentBanner() {
  const titleId = useId();
  const textId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-2 bottom-2 z-50 rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:left-4 sm:max-w-md sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg">
        <Cookie aria-hidden="true" className="size-5 text-blue-700" />
        Can we count your visit?
      </h2>
      <p id={textId} className="mt-1 text-slate-700">
        With your permission we use privacy-friendly analytics to count visits and see which pages help
        learners. Nothing is loaded unless you agree, and you can change your mind at any time.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => writeAnalyticsConsent('granted')}>Accept analytics</Button>
        <Button variant="secondary" onClick={() => writeAnalyticsConsent('denied')}>
          Reject analytics
        </Button>
      </div>
    </section>
  );
}
