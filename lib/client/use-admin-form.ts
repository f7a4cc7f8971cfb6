'use client';

import { useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, get, useForm } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { lazyZodResolver } from './lazy-zod-resolver';
import { useFieldErrors } from './use-field-errors';

interface Options<Values extends FieldValues, Body> {
  /** the form's checks (the API's body schema over what the form holds), fetched at the first check, not with the page */
  checks: () => Promise<z.$ZodType<Body, Values>>;
  defaultValues: DefaultValues<Values>;
  /** the body's fields whose API errors go beside a field; the API's other errors go above the form */
  apiFields: readonly string[];
  /** the form's field for a body field, where they differ (the API's cents, the form's euros) */
  fieldOf?: (apiField: string) => FieldPath<Values>;
  /** what a field says when the form's check refuses it, given the check's own message (a key); the API's words are shown as they came */
  checkMessage: (field: FieldPath<Values>, message: string) => string;
}

/**
 * A form of the administration pages (agencies, catalogue, users): react-hook-form
 * over the API's body schema, the API's field errors beside their fields and its
 * other errors above the form (`failure`), and `saved` after a save that stays on
 * the page. `onSubmit(send)` is the form's submit: `send` gets the checked body
 * and calls `markSaved` when the page stays; what it throws is shown.
 */
export function useAdminForm<Values extends FieldValues, Body>({
  checks,
  defaultValues,
  apiFields,
  fieldOf = (field) => field as FieldPath<Values>,
  checkMessage,
}: Options<Values, Body>) {
  const fieldErrors = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // One resolver for the form's life: its schema is fetched once.
  const [resolver] = useState(() => lazyZodResolver<Values, z.$ZodType<Body, Values>>(checks));
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues });
  const { errors } = form.formState;

  /** A field's message, already translated: the API's as it came, else the form's for its check. */
  const errorOf = (field: FieldPath<Values>): string | undefined => {
    const error = get(errors, field) as { type?: string; message?: string } | undefined;
    if (!error?.type) return undefined;
    return error.type === 'server' ? error.message : checkMessage(field, error.message ?? '');
  };

  const onSubmit = (send: (body: Body, markSaved: () => void) => Promise<void>) =>
    form.handleSubmit(
      async (body) => {
        setSaved(false);
        setFailure(null);
        try {
          await send(body, () => setSaved(true));
        } catch (error) {
          const { byField, general } = fieldErrors(error, apiFields);
          for (const [field, message] of Object.entries(byField)) form.setError(fieldOf(field), { type: 'server', message });
          setFailure(general);
        }
      },
      () => setSaved(false),
    );

  return { ...form, errorOf, failure, saved, onSubmit, busy: form.formState.isSubmitting };
}
