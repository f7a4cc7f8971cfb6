import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AuditHistory } from '@/components/admin/audit-history';
import { QuestionnaireEditor } from '@/components/tickets/questionnaire-editor';
import { Section } from '@/components/ui/section';
import { MODEL_CATEGORIES, type ModelCategory } from '@/core/domain/catalogue';
import { holds } from '@/core/capabilities';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { pageRead } from '@/lib/api/page-read';
import { getQuestionnaires } from '@/lib/api/tickets';
import { requirePage } from '@/lib/auth/page-guard';
import { questionnaireDefaults } from '@/lib/tickets/questionnaire-form';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('ticketQuestionnaires');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ category?: string | string[] }>;
}

/** /tickets/questionnaires?category=…: the administrators edit the extended-warranty questions, one category at a time. */
export default async function QuestionnairesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('tickets', locale);
  // Customers reach /tickets too; for them this page does not exist.
  if (!holds({ role: session.role }, 'tickets.questionnaires.read')) notFound();
  const wanted = (await searchParams).category;
  const category: ModelCategory = MODEL_CATEGORIES.find((c) => c === wanted) ?? MODEL_CATEGORIES[0];
  const [all, me, t] = await Promise.all([
    pageRead(getQuestionnaires(session), locale),
    pageRead(getCurrentUser(session), locale),
    getTranslations('tickets.questionnaires'),
  ]);
  const questionnaire = all.find((q) => q.category === category)!;
  // The history keeps one field per question (q1, q2, …) and its settings as codes (backend/tickets/questions.ts).
  const historyField = (field: string) => (/^q\d+$/.test(field) ? t('question', { n: Number(field.slice(1)) }) : field);
  const historyValue = (_field: string, value: string) => {
    const [code, setting] = value.split(':');
    if (code === 'kind' && (setting === 'yesNo' || setting === 'text')) return t(`kinds.${setting}`);
    if (code === 'required' && (setting === 'yes' || setting === 'no')) return t(setting === 'yes' ? 'required' : 'optional');
    if (code === 'rulesOut' && (setting === 'yes' || setting === 'no')) return t('rulesOutWhen', { answer: t(`answers.${setting}`) });
    if (code === 'rulesOut' && setting === 'none') return t('rulesOutNever');
    return value;
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      </div>
      <nav aria-label={t('categories')}>
        <ul className="flex flex-wrap gap-2">
          {MODEL_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                href={`/tickets/questionnaires?category=${c}`}
                aria-current={c === category ? 'page' : undefined}
                className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium ${
                  c === category ? 'border-primary bg-primary text-primary-contrast' : 'border-slate-300 bg-white text-ink hover:border-primary'
                }`}
              >
                {t(`category.${c}`)} ({all.find((q) => q.category === c)!.questions.length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QuestionnaireEditor
        key={category}
        category={category}
        values={questionnaireDefaults(questionnaire.questions)}
        editable={holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'tickets.questionnaires.write')}
      />
      <Section id="history" title={t('history')}>
        <AuditHistory entries={questionnaire.history} fieldLabel={historyField} valueLabel={(field, value) => historyValue(field, value)} />
      </Section>
    </div>
  );
}
