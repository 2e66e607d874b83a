import { zodResolver } from '@hookform/resolvers/zod';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import {
  type CreateExpenseRequest,
  createExpenseRequestSchema,
  EXPENSE_CATEGORY_VALUES,
  expenseCategoryLabels,
  type ValidCreateExpenseRequest,
} from '../../../../../core/money/money-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import {
  describedBy,
  FormField,
  inputClassName,
  textareaClassName,
} from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { parsePoundsToPence } from '../../../../lib/pounds-input';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useRecordExpense } from '../api/record-expense';

export const RECORD_COST_FAILED_MESSAGE = 'Failed to record the cost. Please try again.';

const expenseFields = ['spentOn', 'amountPence', 'category', 'note'] as const;

/** The amount input holds text; it is read as pence when typed (see `parsePoundsToPence`). */
function readAmountInput(value: unknown) {
  return typeof value === 'string' ? parsePoundsToPence(value) : value;
}

const ids = {
  spentOn: 'money-cost-spent-on',
  amount: 'money-cost-amount',
  category: 'money-cost-category',
  note: 'money-cost-note',
};

/**
 * 'Record a cost': money the instructor spent on the business (fuel, the car, insurance, the
 * franchise fee, training), for the tax year's costs and the difference.
 */
export function RecordCostDialog() {
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const record = useRecordExpense();
  const form = useForm<CreateExpenseRequest, unknown, ValidCreateExpenseRequest>({
    resolver: zodResolver(createExpenseRequestSchema),
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleOpenChange(next: boolean) {
    if (next) {
      // Today in London when it opens: a dashboard left open overnight still offers the right day.
      form.reset({ spentOn: getSchoolToday(new Date()), note: '' });
      setServerMessage(null);
    }
    setOpen(next);
  }

  function handleValid(values: ValidCreateExpenseRequest) {
    setServerMessage(null);
    record.mutate(values, {
      onSuccess: (expense) => {
        setOpen(false);
        toast({
          title: 'Cost Recorded',
          description: `${formatPounds(expense.amountPence)} for ${expenseCategoryLabels[expense.category]} on ${formatLongDate(expense.spentOn)}.`,
        });
      },
      onError: (error) => {
        const placed = placeServerFieldErrors(error, expenseFields, form.setError);
        if (!placed) setServerMessage(explainFailure(error, RECORD_COST_FAILED_MESSAGE));
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <ReceiptText aria-hidden="true" className="size-5" />
          Record a cost
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record a cost"
        description="Money you spent on the business. It counts towards this tax year's costs."
      >
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={ids.spentOn} label="Date" error={errors.spentOn?.message}>
              <input
                id={ids.spentOn}
                type="date"
                className={inputClassName}
                aria-invalid={errors.spentOn ? true : undefined}
                aria-describedby={describedBy(ids.spentOn, { error: errors.spentOn?.message })}
                {...register('spentOn')}
              />
            </FormField>
            <FormField
              id={ids.amount}
              label="Amount (£)"
              hint="Like 45 or 62.30."
              error={errors.amountPence?.message}
            >
              <input
                id={ids.amount}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={inputClassName}
                aria-invalid={errors.amountPence ? true : undefined}
                aria-describedby={describedBy(ids.amount, { hint: true, error: errors.amountPence?.message })}
                {...register('amountPence', { setValueAs: readAmountInput })}
              />
            </FormField>
            <FormField
              id={ids.category}
              label="What it was for"
              error={errors.category?.message}
              className="sm:col-span-2"
            >
              <select
                id={ids.category}
                defaultValue=""
                className={inputClassName}
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={describedBy(ids.category, { error: errors.category?.message })}
                {...register('category')}
              >
                <option value="" disabled>
                  Choose…
                </option>
                {EXPENSE_CATEGORY_VALUES.map((category) => (
                  <option key={category} value={category}>
                    {expenseCategoryLabels[category]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={ids.note}
              label="Note"
              optional
              hint="Where or what, for your records: 'Shell, Leeds Road'."
              error={errors.note?.message}
              className="sm:col-span-2"
            >
              <textarea
                id={ids.note}
                rows={2}
                maxLength={500}
                className={textareaClassName}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy(ids.note, { hint: true, error: errors.note?.message })}
                {...register('note')}
              />
            </FormField>
          </div>
          <FormAlert message={serverMessage} />
          <DialogFormActions isPending={record.isPending} submitLabel="Record Cost" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
