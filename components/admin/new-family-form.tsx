'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { FamilyCreateBodySchema, FamilyDetailSchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

/** A new family by its name; its page then takes the picture and the models. */
export function NewFamilyForm() {
  const t = useTranslations('families.new');
  const validation = useTranslations('validation');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(validation('required'));
    setBusy(true);
    setError(undefined);
    try {
      const body = { name: name.trim() } satisfies z.input<typeof FamilyCreateBodySchema>;
      const created = await portalFetch<z.infer<typeof FamilyDetailSchema>>('/api/Anagra/ProductFamilies', { method: 'POST', json: body });
      router.push(`/families/${created.id}`);
    } catch (failure) {
      const { byField, general } = fieldErrors(failure, ['name']);
      setError(byField.name ?? general ?? undefined);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('title')} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField label={t('name')} name="name" value={name} onChange={(e) => setName(e.target.value)} error={error} maxLength={80} className="sm:w-80" />
      <Button type="submit" disabled={busy} className="sm:mt-6">
        {t('create')}
      </Button>
    </form>
  );
}
