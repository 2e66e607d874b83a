import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { getUkTaxYear } from '../../../../../core/money/money-periods';
import { buttonClassName } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { checkMoneyCsvRange, getMoneyCsvPath, type MoneyCsvRangeErrors } from '../api/export-money-csv';

const ids = { from: 'money-csv-from', to: 'money-csv-to' };

/**
 * 'Download CSV': payments, costs and lessons between two dates, for a spreadsheet or an
 * accountant. Starts on the current tax year (the same rule the server's summary uses).
 */
export function MoneyCsvDownload() {
  const [range, setRange] = useState(() => {
    const { from, to } = getUkTaxYear(getSchoolToday(new Date()));
    return { from, to };
  });
  const [errors, setErrors] = useState<MoneyCsvRangeErrors>({});

  function handleChange(field: 'from' | 'to', value: string) {
    setRange((current) => ({ ...current, [field]: value }));
    setErrors({});
  }

  function handleDownload(event: MouseEvent<HTMLAnchorElement>) {
    // A reversed or missing date would download the server's refusal instead of a spreadsheet.
    const found = checkMoneyCsvRange(range);
    if (found === null) return;
    event.preventDefault();
    setErrors(found);
    document.getElementById(found.from ? ids.from : ids.to)?.focus();
  }

  return (
    <SectionCard
      id="money-csv"
      title="Download CSV"
      description="Payments, costs and lessons between two dates, both included, as a file for a spreadsheet or your accountant."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <TextField
          id={ids.from}
          label="From"
          error={errors.from}
          type="date"
          value={range.from}
          onChange={(event) => handleChange('from', event.target.value)}
        />
        <TextField
          id={ids.to}
          label="To"
          error={errors.to}
          type="date"
          value={range.to}
          onChange={(event) => handleChange('to', event.target.value)}
        />
      </div>
      <a
        href={getMoneyCsvPath(range)}
        download
        onClick={handleDownload}
        className={buttonClassName({ variant: 'secondary', className: 'self-start' })}
      >
        <Download aria-hidden="true" className="size-5" />
        Download CSV
      </a>
    </SectionCard>
  );
}
