'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import type { Role } from '@/core/roles';
import type { UserCreateBodySchema, UserDetailSchema, UserUpdateBodySchema } from '@/core/schemas/user-admin';
import { matchesFormat } from '@/core/validation/patterns';
import { useRouter } from '@/i18n/navigation';
import type { UserFormOptions } from '@/lib/api/admin';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type UserDetail = z.infer<typeof UserDetailSchema>;
interface MembershipRow {
  agencyId: number;
  role: Role;
}

interface Props {
  options: UserFormOptions;
  /** null: a new user */
  user: UserDetail | null;
  /** administrators give roles in any agency; everyone else in their own, the one agency of `options.agencies` */
  anyAgency: boolean;
}

const FIELDS = ['username', 'email', 'backOfficeRole', 'memberships', 'areaLeaderId'] as const;

/** Create or edit a user: profile, back-office role, agencies with the role in each, and the area leader. */
export function UserForm({ options, user, anyAgency }: Props) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const editable = user === null || user.allowed.edit;
  // Username and e-mail are the person's: a user who also belongs to another agency keeps them unless the caller covers every agency.
  const accountEditable = user === null || user.allowed.account;
  const accountLocked = user !== null && user.allowed.edit && !user.allowed.account;
  const accountNoteId = useId();
  const rolesEditable = user === null || user.allowed.changeRoles;
  const firstAgency = options.agencies[0]?.id ?? 0;
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [backOfficeRole, setBackOfficeRole] = useState<string>(user?.backOfficeRole ?? '');
  const [memberships, setMemberships] = useState<MembershipRow[]>(
    user?.memberships.length
      ? user.memberships.map((m) => ({ agencyId: m.agency.id, role: m.role }))
      : [{ agencyId: firstAgency, role: options.roles.at(-1) ?? 'agent' }],
  );
  const [areaLeaderId, setAreaLeaderId] = useState<string>(user?.areaLeader ? String(user.areaLeader.id) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const agencyName = (id: number) => options.agencies.find((a) => a.id === id)?.name ?? user?.memberships.find((m) => m.agency.id === id)?.agency.name ?? '';
  const roleChoices = (current: Role) => [...new Set([...options.roles, current])].map((r) => ({ value: r, label: roles(r) }));
  const leaders = options.areaLeaders.filter((l) => l.agencyIds.some((id) => memberships.some((m) => m.agencyId === id)));
  const leaderChoices = [
    { value: '', label: t('form.noAreaLeader') },
    ...leaders.map((l) => ({ value: String(l.id), label: l.username })),
    ...(user?.areaLeader && !leaders.some((l) => l.id === user.areaLeader!.id) ? [{ value: String(user.areaLeader.id), label: user.areaLeader.username }] : []),
  ];
  const setRow = (index: number, patch: Partial<MembershipRow>) => setMemberships((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (accountEditable) {
      if (!username.trim()) found.username = validation('required');
      else if (!matchesFormat('username', username)) found.username = validation('invalidUsername');
      if (!email.trim()) found.email = validation('required');
      else if (!matchesFormat('email', email)) found.email = validation('invalidEmail');
    }
    if (memberships.length === 0) found.memberships = validation('required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const account = { username: username.trim(), email: email.trim() };
    const areaLeader = { areaLeaderId: areaLeaderId ? Number(areaLeaderId) : null };
    const roleFields = { backOfficeRole: (backOfficeRole || null) as UserDetail['backOfficeRole'], memberships };
    try {
      if (user === null) {
        const body = { ...account, ...areaLeader, ...roleFields, locale } satisfies z.input<typeof UserCreateBodySchema>;
        const created = await portalFetch<UserDetail>('/api/User', { method: 'POST', json: body });
        router.push(`/users/${created.id}?created=1`);
      } else {
        // Only the fields the caller may change: the API refuses the others (account_outside_scope, forbidden).
        const body: z.input<typeof UserUpdateBodySchema> = { ...(accountEditable ? account : {}), ...areaLeader, ...(rolesEditable ? roleFields : {}) };
        await portalFetch<UserDetail>(`/api/User/${user.id}`, { method: 'PUT', json: body });
        setSaved(true);
        router.refresh();
      }
    } catch (error) {
      const { byField, general } = fieldErrors(error, FIELDS);
      setErrors(byField);
      setFailure(general);
    } finally {
      setBusy(false);
    }
  }

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
          name="username"
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          disabled={!accountEditable}
          {...(accountLocked ? { 'aria-describedby': accountNoteId } : {})}
          maxLength={60}
        />
        <TextField
          label={t('form.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          disabled={!accountEditable}
          {...(accountLocked ? { 'aria-describedby': accountNoteId } : {})}
          maxLength={254}
        />
        {options.backOfficeRoles.length > 0 && (
          <SelectField
            label={t('form.backOfficeRole')}
            value={backOfficeRole}
            onChange={(e) => setBackOfficeRole(e.target.value)}
            disabled={!rolesEditable}
            error={errors.backOfficeRole}
            options={[{ value: '', label: t('form.noBackOffice') }, ...options.backOfficeRoles.map((r) => ({ value: r, label: t(`backOffice.${r}`) }))]}
          />
        )}
        <SelectField
          label={t('form.areaLeader')}
          value={areaLeaderId}
          onChange={(e) => setAreaLeaderId(e.target.value)}
          disabled={!editable}
          error={errors.areaLeaderId}
          options={leaderChoices}
        />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{t('form.memberships')}</legend>
        {memberships.map((row, index) => (
          <div key={index} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            {anyAgency ? (
              <SelectField
                label={t('form.agency')}
                value={String(row.agencyId)}
                onChange={(e) => setRow(index, { agencyId: Number(e.target.value) })}
                disabled={!rolesEditable}
                options={[
                  ...options.agencies.map((a) => ({ value: String(a.id), label: a.name })),
                  ...(options.agencies.some((a) => a.id === row.agencyId) ? [] : [{ value: String(row.agencyId), label: agencyName(row.agencyId) }]),
                ]}
              />
            ) : (
              <p className="text-sm text-ink">
                <span className="block text-sm font-medium">{t('form.agency')}</span>
                {agencyName(row.agencyId)}
              </p>
            )}
            <SelectField
              label={t('form.role')}
              value={row.role}
              onChange={(e) => setRow(index, { role: e.target.value as Role })}
              disabled={!rolesEditable}
              options={roleChoices(row.role)}
            />
            {anyAgency && memberships.length > 1 && rolesEditable && (
              <Button variant="ghost" onClick={() => setMemberships((rows) => rows.filter((_, i) => i !== index))}>
                {t('form.removeMembership')}
              </Button>
            )}
          </div>
        ))}
        {errors.memberships && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.memberships}
          </p>
        )}
        {anyAgency && rolesEditable && memberships.length < options.agencies.length && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              const free = options.agencies.find((a) => !memberships.some((m) => m.agencyId === a.id));
              if (free) setMemberships((rows) => [...rows, { agencyId: free.id, role: options.roles.at(-1) ?? 'agent' }]);
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
