'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyCreateBodySchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type Body = z.output<typeof FamilyCreateBodySchema>;

/** A new family by its name; its page then takes the picture and the models. */
export function NewFamilyForm() {
  const t = useTranslations('families.new');
  const validation = useTranslations('validation');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }, unknown, Body>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/family-checks').then((module) => module.newFamilyChecks)),
    defaultValues: { name: '' },
  });
  // The check says only that the name is missing; the API's words come as they are.
  const error = errors.name && (errors.name.type === 'server' ? errors.name.message : validation('required'));

  async function submit(body: Body) {
    try {
      const created = await portalApi.post('/api/Anagra/ProductFamilies', { json: body });
      router.push(`/families/${created.id}`);
    } catch (failure) {
      const { byField, general } = fieldErrors(failure, ['name']);
      const message = byField.name ?? general;
      if (message) setError('name', { type: 'server', message });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('title')} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField label={t('name')} error={error} maxLength={80} className="sm:w-80" {...register('name')} />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {t('create')}
      </Button>
    </form>
  );
}
