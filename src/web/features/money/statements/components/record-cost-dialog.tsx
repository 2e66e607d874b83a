import { zodResolver } from '@hookform/resolvers/zod';
import { ReceiptText } from 'lucide-react';
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
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { parsePoundsToPence } from '../../../../lib/pounds-input';
import { getSchoolToday } from '../../../../lib/school-time-format';
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
  const record = useRecordExpense();
  const form = useForm<CreateExpenseRequest, unknown, ValidCreateExpenseRequest>({
    resolver: zodResolver(createExpenseRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ spentOn: getSchoolToday(new Date()), note: '' }),
    onOpen: () => {
      // Today in London when it opens: a dashboard left open overnight still offers the right day.
    },
    fieldNames: expenseFields,
    failureMessage: RECORD_COST_FAILED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: ValidCreateExpenseRequest) {
    record.mutate(values, {
      onSuccess: (expense) => {
        dialog.close();
        toast({
          title: 'Cost Recorded',
          description: `${formatPounds(expense.amountPence)} for ${expenseCategoryLabels[expense.category]} on ${formatLongDate(expense.spentOn)}.`,
        });
      },
      onError: (error) => {
        dialog.showFailure(error);
      },
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
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
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={ids.spentOn}
              label="Date"
              error={errors.spentOn?.message}
              type="date"
              {...register('spentOn')}
            />
            <TextField
              id={ids.amount}
              label="Amount (£)"
              hint="Like 45 or 62.30."
              error={errors.amountPence?.message}
              inputMode="decimal"
              autoComplete="off"
              {...register('amountPence', { setValueAs: readAmountInput })}
            />
            <SelectField
              id={ids.category}
              label="What it was for"
              error={errors.category?.message}
              className="sm:col-span-2"
              defaultValue=""
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
            </SelectField>
            <TextareaField
              id={ids.note}
              label="Note"
              optional
              hint="Where or what, for your records: 'Shell, Leeds Road'."
              error={errors.note?.message}
              className="sm:col-span-2"
              rows={2}
              maxLength={500}
              {...register('note')}
            />
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={record.isPending} submitLabel="Record Cost" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
