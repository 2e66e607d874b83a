import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { formatPounds, formatPoundsWhole } from '../../../../../core/format/display-format';
import {
  type RecordPurchaseRequest,
  recordPurchaseRequestSchema,
} from '../../../../../core/money/ledger/ledger-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { packagesQueryOptions } from '../../../../lib/api/get-packages';
import { formatHoursFromMinutes, formatOwedLine } from '../../../../lib/balance-display';
import { formatPenceForInput, parsePoundsToPence } from '../../../../lib/pounds-input';
import { useRecordPurchase, type ValidRecordPurchaseRequest } from '../api/record-purchase';

export const SELL_HOURS_FAILED_MESSAGE = 'Failed to record the sale. Please try again.';

const purchaseFields = ['packageType', 'pricePence'] as const;

/** Empty means the package's own price: the server charges its price of the day. */
function readPriceInput(value: unknown) {
  return typeof value === 'string' ? parsePoundsToPence(value) : value;
}

/**
 * 'Sell Hours': the learner buys a package from the instructor (by phone, in the car), at its price
 * or a typed one ("10 hours for £360"). The hours and the money owed show on the card at once.
 */
export function SellHoursDialog({ studentId, studentName }: { studentId: number; studentName: string }) {
  const sell = useRecordPurchase(studentId);
  const form = useForm<RecordPurchaseRequest, unknown, ValidRecordPurchaseRequest>({
    resolver: zodResolver(recordPurchaseRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({}),
    fieldNames: purchaseFields,
    failureMessage: SELL_HOURS_FAILED_MESSAGE,
  });
  const packages = useQuery({ ...packagesQueryOptions, enabled: dialog.open });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const packageType = useWatch({ control, name: 'packageType' });
  const packageList = packages.data ? Object.values(packages.data) : [];
  const chosenPackage = packageType ? packages.data?.[packageType] : undefined;
  const idPrefix = `student-${studentId}-sale`;
  const ids = { package: `${idPrefix}-package`, price: `${idPrefix}-price` };
  const packageHint = packages.isError
    ? "The packages didn't load. Close this and try again."
    : chosenPackage
      ? `${formatHoursFromMinutes(Math.round(chosenPackage.hours * 60))} of lessons.`
      : undefined;
  const priceHint = chosenPackage
    ? `Leave empty to charge the package's price, ${formatPounds(chosenPackage.price)}.`
    : "Leave empty to charge the package's price.";

  function handleValid(values: ValidRecordPurchaseRequest) {
    const packageName = packages.data?.[values.packageType]?.name ?? 'The package';
    sell.mutate(values, {
      onSuccess: (ledger) => {
        dialog.close();
        toast({
          title: 'Hours Sold',
          description: `${packageName} sold to ${studentName}. They have ${formatHoursFromMinutes(ledger.balance.leftMinutes)} left. Balance: ${formatOwedLine(ledger.balance.owedPence)}.`,
        });
      },
      onError: dialog.showFailure,
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <PackagePlus aria-hidden="true" className="size-4" />
          Sell Hours<span className="sr-only"> to {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Sell hours"
        description={`A package ${studentName} buys from you. Its hours are theirs to book, and its price is owed until paid.`}
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <SelectField
            id={ids.package}
            label="Package"
            hint={packageHint}
            error={errors.packageType?.message}
            defaultValue=""
            disabled={packages.isPending}
            {...register('packageType')}
          >
            <option value="" disabled>
              {packages.isPending ? 'Loading packages…' : 'Choose a package…'}
            </option>
            {packageList.map((lessonPackage) => (
              <option key={lessonPackage.packageType} value={lessonPackage.packageType}>
                {lessonPackage.name} ({formatPoundsWhole(lessonPackage.price)})
              </option>
            ))}
          </SelectField>
          <TextField
            id={ids.price}
            label="Price (£)"
            optional
            hint={priceHint}
            error={errors.pricePence?.message}
            controlClassName="sm:max-w-48"
            inputMode="decimal"
            autoComplete="off"
            placeholder={chosenPackage ? formatPenceForInput(chosenPackage.price) : undefined}
            {...register('pricePence', { setValueAs: readPriceInput })}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={sell.isPending} submitLabel={'Sell Hours'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
