'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldError, type FieldPath, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { ModelCategory } from '@/core/domain/catalogue';
import { MAX_QUESTION_TEXT, MAX_WARRANTY_QUESTIONS, QUESTION_KINDS } from '@/core/domain/tickets';
import type { QuestionnaireBody } from '@/core/schemas/tickets';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { useErrorText } from '@/lib/client/use-error-text';
import { type QuestionnaireFormValues, blankQuestion, questionnaireDefaults } from '@/lib/tickets/questionnaire-form';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

interface Props {
  category: ModelCategory;
  values: QuestionnaireFormValues;
  /** false for a back-office Viewer: the questions are shown, not edited */
  editable: boolean;
}

const card = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/**
 * One category's extended-warranty questionnaire, edited as a whole: questions
 * added, reworded, reordered and removed here, then saved at once (the API
 * replaces the list; tickets already sent keep the questions they answered).
 */
export function QuestionnaireEditor({ category, values, editable }: Props) {
  const t = useTranslations('tickets.questionnaires');
  const router = useRouter();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<QuestionnaireFormValues, unknown, QuestionnaireBody>({
    resolver: lazyZodResolver(() => import('@/lib/tickets/questionnaire-checks').then((module) => module.questionnaireChecks)),
    shouldFocusError: false,
    defaultValues: values,
  });
  // append() moves the focus to the new question's first field.
  const { fields: keys, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const questions = useWatch({ control, name: 'questions' });
  const message = (key?: string) => (key ? errorText(errorText.isKnown(key) ? key : 'validation_failed') : undefined);
  const { summary, onInvalid } = useErrorSummary(errors, (key) => message(key) ?? '');

  async function onSubmit(body: QuestionnaireBody) {
    if (isSubmitting) return;
    setFailure(null);
    setSaved(false);
    try {
      await portalApi.put('/api/Ticket/EstendoQuestionnaires/{category}', { params: { category }, json: body });
      // What was saved is the form's new starting point: nothing is left unsaved.
      reset(questionnaireDefaults(body.questions.map((q) => ({ ...q, disqualifyingAnswer: q.disqualifyingAnswer ?? null }))));
      setSaved(true);
      router.refresh();
    } catch (error) {
      // The API names a question's field as questions.<n>.<field>: the form's own path.
      const failed = PortalError.from(error);
      const named = failed.errors.filter((item) => item.field?.startsWith('questions.'));
      for (const item of named) setError(item.field as FieldPath<QuestionnaireFormValues>, { type: 'server', message: item.code });
      if (named.length > 0) onInvalid();
      const rest = failed.errors.filter((item) => !item.field?.startsWith('questions.'));
      setFailure(rest.length > 0 ? errorText(rest[0]!) : null);
    }
  }

  const fieldError = (index: number, name: 'textIt' | 'textEn' | 'disqualifyingAnswer') =>
    message((get(errors, `questions.${index}.${name}`) as FieldError | undefined)?.message);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="flex flex-col gap-4"
      aria-label={t('formLabel', { category: t(`category.${category}`) })}
    >
      <ErrorSummary summary={summary} />
      {failure && <Alert>{failure}</Alert>}
      {saved && !isDirty && <Alert tone="info">{t('saved')}</Alert>}
      {editable && <RequiredLegend />}
      {keys.length === 0 && <p className="text-sm text-ink-muted">{t('noQuestions')}</p>}
      <ol className="flex flex-col gap-3">
        {keys.map((key, index) => {
          const n = index + 1;
          return (
            <li key={key.id}>
              <fieldset className={card} disabled={!editable}>
                <legend className="px-1 text-base font-semibold text-ink">{t('question', { n })}</legend>
                <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
                  <TextField
                    label={t('textIt')}
                    required
                    maxLength={MAX_QUESTION_TEXT}
                    lang="it"
                    {...register(`questions.${index}.textIt`)}
                    error={fieldError(index, 'textIt')}
                  />
                  <TextField
                    label={t('textEn')}
                    required
                    maxLength={MAX_QUESTION_TEXT}
                    lang="en"
                    {...register(`questions.${index}.textEn`)}
                    error={fieldError(index, 'textEn')}
                  />
                </div>
                <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-3">
                  <SelectField
                    label={t('kind')}
                    options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                    {...register(`questions.${index}.kind`)}
                  />
                  {questions[index]?.kind === 'yesNo' && (
                    <SelectField
                      label={t('disqualifying')}
                      options={[
                        { value: '', label: t('none') },
                        { value: 'yes', label: t('answers.yes') },
                        { value: 'no', label: t('answers.no') },
                      ]}
                      {...register(`questions.${index}.disqualifyingAnswer`)}
                      error={fieldError(index, 'disqualifyingAnswer')}
                    />
                  )}
                  <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
                    <input type="checkbox" className="h-4 w-4 accent-primary" {...register(`questions.${index}.required`)} />
                    {t('required')}
                  </label>
                </div>
                {editable && (
                  <div className="flex flex-wrap gap-2">
                    {index > 0 && (
                      <Button type="button" variant="secondary" onClick={() => move(index, index - 1)}>
                        {t('moveUp', { n })}
                      </Button>
                    )}
                    {index < keys.length - 1 && (
                      <Button type="button" variant="secondary" onClick={() => move(index, index + 1)}>
                        {t('moveDown', { n })}
                      </Button>
                    )}
                    <Button type="button" variant="secondary" onClick={() => remove(index)}>
                      {t('remove', { n })}
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {editable && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {keys.length < MAX_WARRANTY_QUESTIONS ? (
            <Button type="button" variant="secondary" onClick={() => append(blankQuestion())}>
              {t('add')}
            </Button>
          ) : (
            <p className="text-sm text-ink-muted">{t('full', { max: MAX_WARRANTY_QUESTIONS })}</p>
          )}
          <div className="flex items-center gap-3">
            {isDirty && <span className="text-sm text-ink-muted">{t('unsaved')}</span>}
            <Button type="submit" aria-disabled={isSubmitting || undefined}>
              {t('save')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
