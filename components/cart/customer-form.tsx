'use client';

import { LOOKUP_FIELDS } from '@/core/domain/company';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { type FieldError, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { BusinessTypeOption } from '@/lib/api/sign-up';
import type { CompanyLookup, CustomerDraft, SignerDraft } from '@/lib/cart/types';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useCart } from './cart-provider';
import { CompanyFields, type CompanyField } from './company-fields';
import { ShippingContactFields } from './shipping-contact-fields';
import { SignerFields } from './signer-fields';
import { StepNav } from './step-nav';
import { useVatLookup } from './use-vat-lookup';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { useErrorSummary } from '@/lib/client/use-error-summary';

const EMPTY_SIGNER: SignerDraft = {
  name: '',
  surname: '',
  role: '',
  fiscalCode: '',
  birthDate: '',
  country: '',
  province: '',
  town: '',
  documentType: '',
  documentNumber: '',
};
const FILLED_BY_LOOKUP = ['name', ...LOOKUP_FIELDS] as const;
/** Fields of the lookup the form shows (companySolidity goes along unseen). */
const VISIBLE = new Set<string>(FILLED_BY_LOOKUP.filter((field) => field !== 'companySolidity'));

/**
 * /cart/customer-info: company (filled from the VAT number's lookup), signers,
 * shipping contact and address. Every keystroke goes into the open quote, so a
 * reload loses nothing; messages come back after a reload once shown.
 */
export function CustomerForm({ businessTypes }: { businessTypes: BusinessTypeOption[] }) {
  const t = useTranslations('cart.customer');
  const root = useTranslations();
  const routes = useTranslations('routes');
  const { agencyId, quote, update } = useCart();
  const initial: CustomerDraft = quote.customer.signers.length > 0 ? quote.customer : { ...quote.customer, signers: [EMPTY_SIGNER] };
  const { register, subscribe, handleSubmit, formState, control, setValue, getValues, trigger, setFocus } = useForm<CustomerDraft, unknown, unknown>({
    // The checks (zod/mini schemas) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/validation/customer-info').then((module) => module.customerFormSchema)),
    // Before the first "next", a field is checked once it has lost the focus, then at every change.
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initial,
  });
  // append() moves the focus to the new signer's first field.
  const signers = useFieldArray({ control, name: 'signers' });
  const withCompany = useWatch({ control, name: 'withCompany' });
  const missing = useWatch({ control, name: 'lookupMissing' });

  // Every change goes into the open quote (saved by the provider a moment later); a copy, as the form keeps editing its own.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update((q) => ({ ...q, customer: { ...q.customer, ...structuredClone(values) } })),
      }),
    [subscribe, update],
  );

  // After a reload, the messages the agent saw before come back (once, when the fields are there).
  const recheck = useRef(initial.attempted);
  useEffect(() => {
    if (!recheck.current) return;
    recheck.current = false;
    void trigger();
  });

  function apply(answer: CompanyLookup) {
    // Once the agent tried to go on, what the lookup fills is checked at once.
    const options = { shouldValidate: getValues('attempted') };
    for (const field of FILLED_BY_LOOKUP) {
      const value = answer.company[field];
      if (value !== null && value !== undefined && value !== '') setValue(`company.${field}`, String(value), options);
      // What the registry does not know of this company must not stay from another one.
      else if (answer.missingFields.includes(field)) setValue(`company.${field}`, '', options);
    }
    const shown = answer.missingFields.filter((field) => VISIBLE.has(field));
    setValue('lookupMissing', shown);
    return shown;
  }
  const { state: lookupState, lookup } = useVatLookup(agencyId, apply);

  const message = (path: string) => {
    const key: unknown = (get(formState.errors, path) as FieldError | undefined)?.message;
    return typeof key === 'string' && key ? root(key as never) : undefined;
  };
  // A rule of the list itself (at least one signer) is the list's root error.
  const signersError = message('signers.root') ?? message('signers');
  const { summary, onInvalid } = useErrorSummary(formState.errors, (key) => root(key as never));

  // "Cerca": focus moves on to what the agent does next: the first field still to complete, the
  // company name after a full answer or none, the VAT number itself when it is not valid.
  async function searchNow() {
    const result = await lookup(String(getValues('company.vatNumber')), true);
    if (result === null) {
      if (!(await trigger('company.vatNumber'))) setFocus('company.vatNumber');
      return;
    }
    if (result.status === 'failed') return;
    setFocus(`company.${(result.missing[0] ?? 'name') as CompanyField}`);
  }

  async function validate(): Promise<boolean> {
    let valid = false;
    await handleSubmit(
      () => {
        valid = true;
      },
      () => {
        setValue('attempted', true);
        onInvalid();
      },
    )();
    return valid;
  }

  // After a failed "next", a value set here is checked again, as a typed one is.
  const afterSubmit = () => ({ shouldValidate: formState.isSubmitted });

  function copyRegisteredOffice() {
    const company = getValues('company');
    setValue('shippingAddress.address', company.address, afterSubmit());
    setValue('shippingAddress.postalCode', company.postalCode, afterSubmit());
    setValue('shippingAddress.town', company.municipality, afterSubmit());
    setValue('shippingAddress.province', company.province, afterSubmit());
  }

  function chooseCompany(value: boolean) {
    setValue('withCompany', value);
    // The errors of the company's fields go with them, and come back with them.
    if (formState.isSubmitted) void trigger();
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-6">
      <ErrorSummary summary={summary} />
      <RequiredLegend />
      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-base font-semibold text-ink">{t('companyChoice')}</legend>
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="withCompany" checked={withCompany} onChange={() => chooseCompany(true)} className="h-4 w-4" />
            {t('withCompany')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="withCompany" checked={!withCompany} onChange={() => chooseCompany(false)} className="h-4 w-4" />
            {t('withoutCompany')}
          </label>
        </div>
        {!withCompany && (
          <div className="mt-3">
            <Alert tone="info">{t('draftNotice')}</Alert>
          </div>
        )}
      </fieldset>

      {withCompany && (
        <>
          <section aria-labelledby="company-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 id="company-title" className="mb-3 text-base font-semibold text-ink">
              {t('companyTitle')}
            </h3>
            <div className="mb-3 flex flex-col gap-2" aria-live="polite">
              {lookupState.status === 'found' && <Alert tone="info">{t('lookupFound')}</Alert>}
              {(lookupState.status === 'partial' || (lookupState.status === 'idle' && missing.length > 0)) && (
                <Alert tone="warning">
                  <span className="font-semibold">{root('errors.some_data_not_found')}</span>
                  <span className="block">{t('completeMissing', { fields: missing.map((field) => t(`company.${field as CompanyField}`)).join(', ') })}</span>
                </Alert>
              )}
              {lookupState.status === 'notFound' && <Alert tone="warning">{root('errors.no_data')}</Alert>}
              {lookupState.status === 'failed' && <Alert>{root('errors.connection_error')}</Alert>}
            </div>
            <CompanyFields
              register={register}
              errorOf={(field) => message(`company.${field}`)}
              missing={missing}
              businessTypes={businessTypes}
              onLookup={() => void searchNow()}
              onVatChange={(value) => void lookup(value)}
              searching={lookupState.status === 'searching'}
            />
          </section>

          <section aria-labelledby="signers-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h3 id="signers-title" className="text-base font-semibold text-ink">
              {t('signersTitle')}
            </h3>
            {signersError && <Alert>{signersError}</Alert>}
            {signers.fields.map((signer, index) => (
              <SignerFields
                key={signer.id}
                index={index}
                register={register}
                errorOf={(field) => message(`signers.${index}.${field}`)}
                onRemove={signers.fields.length > 1 ? () => signers.remove(index) : undefined}
              />
            ))}
            {signers.fields.length < 10 && (
              <Button variant="secondary" onClick={() => signers.append({ ...EMPTY_SIGNER })} className="self-start">
                + {t('addSigner')}
              </Button>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="shipping-contact-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="shipping-contact-title" className="mb-3 text-base font-semibold text-ink">
          {t('shippingTitle')}
        </h3>
        <ShippingContactFields register={register} errorOf={(path) => message(path)} onCopyRegisteredOffice={copyRegisteredOffice} />
      </section>

      <StepNav
        back={{ href: '/cart/recap', label: routes('cartRecap') }}
        next={{ href: '/cart/shipping-management', label: routes('cartShipping') }}
        beforeNext={validate}
      />
    </form>
  );
}
