import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type TurnoverBasisChangeRequest,
  turnoverBasisChangeRequestSchema,
} from '../../../../../core/money/settling-up-schemas';
import {
  TURNOVER_BASES,
  turnoverBasisHints,
  turnoverBasisLabels,
} from '../../../../../core/money/turnover-basis';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, ChoiceOption, TextField } from '../../../../components/ui/form-field';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { formatSchoolLongDate, getSchoolToday } from '../../../../lib/school-time-format';
import { useChangeTurnoverBasis } from '../api/change-turnover-basis';
import { useTurnoverBasis } from '../api/get-turnover-basis';

export const BASIS_NOT_SAVED_MESSAGE = "The choice wasn't saved. Check your connection and try again.";

const ids = { basis: 'turnover-basis', from: 'turnover-basis-from', history: 'turnover-basis-history' };

/**
 * 'Agent or principal' (owner, docs/decisions/0062): whose turnover the lesson money is on the
 * statements. A choice counts from its date; earlier statements keep the basis of their days.
 */
export function TurnoverBasisSection() {
  const basis = useTurnoverBasis(true);
  const change = useChangeTurnoverBasis();
  const form = useForm<TurnoverBasisChangeRequest>({
    resolver: zodResolver(turnoverBasisChangeRequestSchema),
    defaultValues: { from: getSchoolToday(new Date()) },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const handleSubmit = form.handleSubmit((request) => {
    change.mutate(request, {
      onSuccess: () =>
        toast({
          title: 'Saved',
          description: `The school acts as ${turnoverBasisLabels[request.basis].toLowerCase()} from ${formatLongDate(request.from)}.`,
        }),
    });
  });

  return (
    <SectionCard
      id="money-turnover-basis"
      title="Agent or principal"
      description="Whose turnover the lesson money is on the statements. Ask your accountant which describes how the school works; a change counts from its date."
    >
      {basis.data ? (
        <div className="grid gap-4">
          <p className="rounded-md bg-slate-50 p-3 text-slate-800">
            Now:{' '}
            <strong>
              {basis.data.current
                ? turnoverBasisLabels[basis.data.current]
                : 'Not chosen: statements show no turnover'}
            </strong>
          </p>
          <form className="grid gap-4" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <ChoiceGroup id={ids.basis} legend="The school acts as" error={errors.basis?.message}>
              {TURNOVER_BASES.map((choice) => (
                <ChoiceOption
                  key={choice}
                  type="radio"
                  id={`${ids.basis}-${choice}`}
                  value={choice}
                  label={
                    <span className="grid gap-0.5">
                      <span className="font-medium">{turnoverBasisLabels[choice]}</span>
                      <span className="text-sm text-slate-600">{turnoverBasisHints[choice]}</span>
                    </span>
                  }
                  {...register('basis')}
                />
              ))}
            </ChoiceGroup>
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                id={ids.from}
                label="From"
                hint="The first day it applies."
                error={errors.from?.message}
                type="date"
                {...register('from')}
              />
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Saving…' : 'Save Choice'}
              </Button>
            </div>
            <FormAlert
              message={change.error ? getApiErrorMessage(change.error, BASIS_NOT_SAVED_MESSAGE) : null}
            />
          </form>
          <section aria-labelledby={ids.history} className="grid gap-2">
            <h3 id={ids.history} className="font-semibold text-slate-900">
              History
            </h3>
            {basis.data.history.length === 0 ? (
              <p className="text-slate-700">Not chosen yet.</p>
            ) : (
              <ul className="grid gap-2">
                {basis.data.history.map((entry) => (
                  <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="font-medium text-slate-900">
                      From {formatLongDate(entry.from)}: {turnoverBasisLabels[entry.basis]}
                    </p>
                    <p className="text-slate-600">
                      Chosen by {entry.changedByName ?? 'a removed account'} on{' '}
                      {formatSchoolLongDate(entry.changedAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : basis.isPending ? (
        <ListSkeleton label="Loading the school's choice" cards={1} />
      ) : (
        <LoadErrorCard
          title="The choice didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void basis.refetch()}
          isRetrying={basis.isFetching}
        />
      )}
    </SectionCard>
  );
}
