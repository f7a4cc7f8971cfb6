'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ImportKind, XLSX_TYPE } from '@/core/domain/imports';
import { useRouter } from '@/i18n/navigation';
import type { ImportJob } from '@/lib/api/imports';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import type { ImportUpload, ImportUploadValues } from '@/lib/imports/upload-checks';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Section } from '../ui/section';
import { ImportProgress } from './import-progress';
import { isRunning, useRunningImport } from './use-running-import';

type Busy = 'checking' | 'applying' | 'undoing' | null;

/**
 * Upload a catalogue or users file for a dry run, read its report, apply it
 * and, for the catalogue, undo it while the job says it is undoable; both ask
 * first (ConfirmDialog).
 * The job goes into the address (?job=), so a reload shows the same report;
 * while a file is read or applied its progress shows, and a page reloaded
 * meanwhile follows the running job until it is done. The report's table
 * (`report`, import-report.tsx) is built on the server for `initialJob`: it
 * shows once the address names the job on show.
 */
export function ImportPanel({
  initialJob,
  report = null,
  kinds = ['catalog'],
}: {
  initialJob: ImportJob | null;
  report?: ReactNode;
  kinds?: readonly ImportKind[];
}) {
  const t = useTranslations('imports');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const validation = useTranslations('validation');
  const [job, setJob] = useState<ImportJob | null>(initialJob);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ImportUploadValues, unknown, ImportUpload>({
    // The checks (the file's size, the API's query schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/imports/upload-checks').then((module) => module.importUploadChecks)),
    defaultValues: { file: null, kind: initialJob?.kind ?? kinds[0]! },
  });
  const fileError = errors.file?.message && (errors.file.message === 'required' ? validation('required') : t(`upload.${errors.file.message as 'tooBig'}`));
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<'commit' | 'undo' | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [live, setLive] = useState<ImportJob['progress']>(null);

  const running = isRunning(job);
  useRunningImport(
    busy === 'checking' && uploading !== null ? { fileName: uploading } : job && (busy === 'applying' || running) ? { jobId: job.id } : null,
    locale,
    (update) => {
      if (busy !== null) setLive(update.progress);
      else if (isRunning(update)) setJob((current) => current && { ...current, status: update.status, progress: update.progress });
      else {
        setJob(update as ImportJob);
        router.replace(`/importexcel?job=${update.id}`);
        router.refresh();
      }
    },
  );
  // Refusals show beside what was refused: the upload form, or the job's own actions.
  const [refusal, setRefusal] = useState<{ where: 'upload' | 'job'; texts: string[] } | null>(null);
  // A job named by the address from outside (the history, a new visit) replaces the one on show; the panel's own
  // router.replace to the job it just checked does not remount it, so a click on "Apply" right after a check is never lost.
  const [addressed, setAddressed] = useState(initialJob?.id ?? null);
  if ((initialJob?.id ?? null) !== addressed) {
    setAddressed(initialJob?.id ?? null);
    if ((initialJob?.id ?? null) !== (job?.id ?? null)) {
      setJob(initialJob);
      setLive(null);
      setRefusal(null);
      // the form's own value, not React state: nothing else renders from it
      if (initialJob) setValue('kind', initialJob.kind);
    }
  }

  const failed = (where: 'upload' | 'job', error: unknown) => {
    const failure = PortalError.from(error);
    const texts = failure.errors.length > 0 ? failure.errors.map((e) => (e.field ? `${e.field}: ${errorText(e)}` : errorText(e))) : [errorText(failure)];
    setRefusal({ where, texts });
  };

  async function check({ file, kind, fileName }: ImportUpload) {
    setRefusal(null);
    setBusy('checking');
    setUploading(fileName);
    setLive(null);
    try {
      const checked = await portalApi.post('/api/Import/XLS', {
        query: { kind, fileName },
        body: file,
        headers: { 'content-type': XLSX_TYPE, 'accept-language': locale },
      });
      setJob(checked);
      router.replace(`/importexcel?job=${checked.id}`);
    } catch (error) {
      failed('upload', error);
    } finally {
      setBusy(null);
      setUploading(null);
    }
  }

  /** Commit or undo the job on show. */
  async function act(step: 'commit' | 'undo') {
    if (!job) return;
    setRefusal(null);
    setLive(null);
    setBusy(step === 'commit' ? 'applying' : 'undoing');
    try {
      setJob(await portalApi.post(`/api/Import/XLS/{jobId}/${step}`, { params: { jobId: job.id }, headers: { 'accept-language': locale } }));
      router.refresh();
    } catch (error) {
      failed('job', error);
    } finally {
      setBusy(null);
    }
  }

  const changes = job ? job.counts.created + job.counts.changed : 0;
  return (
    <>
      <Section id="upload" title={t('upload.title')}>
        <form noValidate onSubmit={handleSubmit(check)} className="flex flex-col gap-3" aria-label={t('upload.title')} data-testid="import-upload">
          <p className="text-sm text-ink-muted">{t('upload.hint')}</p>
          {kinds.length > 1 && (
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-sm font-medium text-ink">{t('kind.legend')}</legend>
              {kinds.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-ink">
                  {/* checked in the server's page too, before the form takes over */}
                  <input type="radio" value={option} defaultChecked={option === (initialJob?.kind ?? kinds[0])} {...register('kind')} />
                  {t(`kind.${option}`)}
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField id="import-file" label={t('upload.file')} required error={fileError || undefined}>
              {(control) => <input {...control} type="file" accept={`.xlsx,${XLSX_TYPE}`} className="text-sm text-ink" {...register('file')} />}
            </FormField>
            <Button type="submit" disabled={busy !== null} className="self-start sm:mt-6">
              {busy === 'checking' ? t('upload.checking') : t('upload.submit')}
            </Button>
          </div>
          {busy === 'checking' && <ImportProgress progress={live} />}
          {refusal?.where === 'upload' && <Refusal texts={refusal.texts} />}
        </form>
      </Section>
      {job && running && (
        <Section id="report" title={t('report.title', { file: job.fileName })}>
          <div className="flex flex-col gap-3">
            <Alert tone="info">{t('progress.resumed', { file: job.fileName })}</Alert>
            <ImportProgress progress={job.progress} />
          </div>
        </Section>
      )}
      {job && !running && (
        <Section id="report" title={t('report.title', { file: job.fileName })}>
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-3" data-testid="import-report">
              <p className="text-sm font-medium text-ink" data-testid="import-counts">
                {t('report.counts', job.counts)}
              </p>
              {job.id === initialJob?.id && report}
            </div>
            {job.status === 'failed' && <Alert tone="warning">{t('report.failed')}</Alert>}
            {job.status === 'checked' && changes === 0 && <Alert tone="info">{t(job.kind === 'users' ? 'users.nothing' : 'report.nothing')}</Alert>}
            {job.status === 'checked' && changes > 0 && (
              <div className="flex flex-wrap items-center gap-3">
                <Alert tone="info">{t('report.ready')}</Alert>
                <Button onClick={() => setConfirming('commit')} disabled={busy !== null}>
                  {busy === 'applying' ? t('report.applying') : t('report.apply')}
                </Button>
              </div>
            )}
            {busy === 'applying' && <ImportProgress progress={live ?? { phase: 'applying', done: 0, total: null }} />}
            {job.status === 'committed' && job.kind === 'users' && (
              <>
                <Alert tone="info">{t('users.applied', job.counts)}</Alert>
                <p className="text-sm text-ink-muted">{t('users.undoNever')}</p>
              </>
            )}
            {job.status === 'committed' && job.kind === 'catalog' && (
              <>
                <Alert tone="info">{t('report.applied', job.counts)}</Alert>
                {job.undoable ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-sm text-ink-muted">{t('report.undoHint')}</p>
                    <Button variant="secondary" onClick={() => setConfirming('undo')} disabled={busy !== null}>
                      {busy === 'undoing' ? t('report.undoing') : t('report.undo')}
                    </Button>
                  </div>
                ) : (
                  <p className="text-sm text-ink-muted">{t('report.undoClosed')}</p>
                )}
              </>
            )}
            {job.status === 'undone' && <Alert tone="info">{t('report.undone')}</Alert>}
            {refusal?.where === 'job' && <Refusal texts={refusal.texts} />}
          </div>
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => !open && setConfirming(null)}
            title={t(confirming === 'undo' ? 'confirm.undoTitle' : 'confirm.applyTitle', { file: job.fileName })}
            description={confirming === 'undo' ? t('confirm.undoText') : t(job.kind === 'users' ? 'confirm.applyUsers' : 'confirm.applyCatalog', job.counts)}
            confirmLabel={t(confirming === 'undo' ? 'report.undo' : 'report.apply')}
            dismissLabel={confirming === 'undo' ? t('confirm.keep') : undefined}
            destructive={confirming === 'undo'}
            onConfirm={() => {
              const step = confirming!;
              setConfirming(null);
              void act(step);
            }}
          />
        </Section>
      )}
    </>
  );
}

function Refusal({ texts }: { texts: string[] }) {
  return (
    <Alert>
      <ul className="flex flex-col gap-1">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Alert>
  );
}
