import { describeRecordedPassRate } from '../../../../../core/school/settings/school-pass-rate-schemas';
import { Button } from '../../../../components/ui/button';
import { useSchoolPassRate } from '../api/get-school-pass-rate';

/** Beside the pass-rate field: the rate recorded from practical test results, and which figure the site shows. */
export function RecordedPassRateNote({ id }: { id: string }) {
  const passRate = useSchoolPassRate();
  if (passRate.isPending) {
    return (
      <p id={id} className="text-sm text-slate-600" aria-busy="true">
        Reading the recorded pass rate…
      </p>
    );
  }
  if (passRate.isError) {
    return (
      <div id={id} className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>The recorded pass rate didn't load.</span>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void passRate.refetch()}
          disabled={passRate.isFetching}
        >
          {passRate.isFetching ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    );
  }
  const { recorded, minResultsForRecorded } = passRate.data;
  return (
    <p id={id} className="text-sm text-slate-700">
      {describeRecordedPassRate(recorded, minResultsForRecorded)}
    </p>
  );
}
