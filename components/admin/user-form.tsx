'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Role } from '@/core/roles';
import type { UserDetailSchema } from '@/core/schemas/user-admin';
import { useRouter } from '@/i18n/navigation';
import type { UserBody, UserFormValues } from '@/lib/admin/user-checks';
import type { UserFormOptions } from '@/lib/api/admin';
import type { ApiCallBody } from '@/lib/api-types';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type UserDetail = z.infer<typeof UserDetailSchema>;

interface Props {
  options: UserFormOptions;
  /** null: a new user */
  user: UserDetail | null;
  /** administrators give roles in any agency; everyone else in their own, the one agency of `options.agencies` */
  anyAgency: boolean;
}

const API_FIELDS = ['username', 'email', 'backOfficeRole', 'memberships', 'areaLeaderId'] as const;

/** Create or edit a user: profile, back-office role, agencies with the role in each, and the area leader. */
export function UserForm({ options, user, anyAgency }: Props) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const editable = user === null || user.allowed.edit;
  // Username and e-mail are the person's: a user who also belongs to another agency keeps them unless the caller covers every agency.
  const accountEditable = user === null || user.allowed.account;
  const accountLocked = user !== null && user.allowed.edit && !user.allowed.account;
  const accountNoteId = useId();
  const membershipsId = useId();
  const rolesEditable = user === null || user.allowed.changeRoles;
  const firstAgency = options.agencies[0]?.id ?? 0;
  const newRole = (): Role => options.roles.at(-1) ?? 'agent';
  const { register, control, getValues, errorOf, failure, saved, busy, onSubmit } = useAdminForm<UserFormValues, UserBody>({
    checks: () =>
      import('@/lib/admin/user-checks').then((module) =>
        module.userChecks(user === null ? { create: true, locale } : { create: false, account: accountEditable, roles: rolesEditable }),
      ),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      backOfficeRole: user?.backOfficeRole ?? '',
      memberships: user?.memberships.length
        ? user.memberships.map((m) => ({ agencyId: m.agency.id, role: m.role }))
        : [{ agencyId: firstAgency, role: newRole() }],
      areaLeaderId: user?.areaLeader ? String(user.areaLeader.id) : '',
    },
    apiFields: API_FIELDS,
    checkMessage: (field): string => {
      if (field === 'username') return getValues('username').trim() ? validation('invalidUsername') : validation('required');
      if (field === 'email') return getValues('email').trim() ? validation('invalidEmail') : validation('required');
      // No agency left, or a row the API would refuse (a role it does not give here).
      if (field === 'memberships') return getValues('memberships').length === 0 ? validation('required') : errorText('invalid_value');
      return errorText('invalid_value');
    },
  });
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'memberships' });
  const memberships = useWatch({ control, name: 'memberships' });

  const agencyName = (id: number) => options.agencies.find((a) => a.id === id)?.name ?? user?.memberships.find((m) => m.agency.id === id)?.agency.name ?? '';
  const roleChoices = (current: Role) => [...new Set([...options.roles, current])].map((r) => ({ value: r, label: roles(r) }));
  const leaders = options.areaLeaders.filter((l) => l.agencyIds.some((id) => memberships.some((m) => m.agencyId === id)));
  const leaderChoices = [
    { value: '', label: t('form.noAreaLeader') },
    ...leaders.map((l) => ({ value: String(l.id), label: l.username })),
    ...(user?.areaLeader && !leaders.some((l) => l.id === user.areaLeader!.id) ? [{ value: String(user.areaLeader.id), label: user.areaLeader.username }] : []),
  ];
  const membershipsError = errorOf('memberships');

  const submit = onSubmit(async (body, markSaved) => {
    if (user === null) {
      // Creating, the checks built a new user's whole body (lib/admin/user-checks.ts).
      const created = await portalApi.post('/api/User', { json: body as ApiCallBody<'POST', '/api/User'> });
      router.push(`/users/${created.id}?created=1`);
    } else {
      await portalApi.put('/api/User/{userId}', { params: { userId: user.id }, json: body });
      markSaved();
      router.refresh();
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={user ? t('form.editLabel') : t('form.createLabel')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('form.saved')}</Alert>}
      {user === null && <p className="text-sm text-ink-muted">{t('form.invitationHint')}</p>}
      {accountLocked && (
        <p id={accountNoteId} className="text-sm text-ink-muted" data-testid="account-note">
          {t('form.accountElsewhere', { username: user.username, agency: options.agencies[0]?.name ?? '' })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={t('form.username')}
          autoComplete="off"
          error={errorOf('username')}
          disabled={!accountEditable}
          {...(accountLocked ? { 'aria-describedby': accountNoteId } : {})}
          maxLength={60}
          {...register('username')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="off"
          error={errorOf('email')}
          disabled={!accountEditable}
          {...(accountLocked ? { 'aria-describedby': accountNoteId } : {})}
          maxLength={254}
          {...register('email')}
        />
        {options.backOfficeRoles.length > 0 && (
          <SelectField
            label={t('form.backOfficeRole')}
            disabled={!rolesEditable}
            error={errorOf('backOfficeRole')}
            options={[{ value: '', label: t('form.noBackOffice') }, ...options.backOfficeRoles.map((r) => ({ value: r, label: t(`backOffice.${r}`) }))]}
            {...register('backOfficeRole')}
          />
        )}
        <SelectField label={t('form.areaLeader')} disabled={!editable} error={errorOf('areaLeaderId')} options={leaderChoices} {...register('areaLeaderId')} />
      </div>
      <fieldset
        className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
        aria-describedby={membershipsError ? `${membershipsId}-error` : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-ink">{t('form.memberships')}</legend>
        {rows.map((row, index) => {
          const current = memberships[index] ?? row;
          return (
            <div key={row.id} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              {anyAgency ? (
                <SelectField
                  label={t('form.agency')}
                  disabled={!rolesEditable}
                  options={[
                    ...options.agencies.map((a) => ({ value: String(a.id), label: a.name })),
                    ...(options.agencies.some((a) => a.id === current.agencyId)
                      ? []
                      : [{ value: String(current.agencyId), label: agencyName(current.agencyId) }]),
                  ]}
                  {...register(`memberships.${index}.agencyId`, { valueAsNumber: true })}
                />
              ) : (
                <p className="text-sm text-ink">
                  <span className="block text-sm font-medium">{t('form.agency')}</span>
                  {agencyName(current.agencyId)}
                </p>
              )}
              <SelectField label={t('form.role')} disabled={!rolesEditable} options={roleChoices(current.role)} {...register(`memberships.${index}.role`)} />
              {anyAgency && rows.length > 1 && rolesEditable && (
                <Button variant="ghost" onClick={() => remove(index)}>
                  {t('form.removeMembership')}
                </Button>
              )}
            </div>
          );
        })}
        {membershipsError && <FieldError id={membershipsId}>{membershipsError}</FieldError>}
        {anyAgency && rolesEditable && rows.length < options.agencies.length && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              const free = options.agencies.find((a) => !memberships.some((m) => m.agencyId === a.id));
              if (free) append({ agencyId: free.id, role: newRole() });
            }}
          >
            {t('form.addMembership')}
          </Button>
        )}
      </fieldset>
      {(editable || rolesEditable) && (
        <div className="flex justify-end gap-3">
          {user === null && (
            <Button variant="ghost" onClick={() => router.push('/users')} disabled={busy}>
              {common('cancel')}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {user === null ? t('form.create') : t('form.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
