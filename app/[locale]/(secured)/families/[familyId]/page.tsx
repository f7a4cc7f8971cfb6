import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FamilyForm } from '@/components/admin/family-form';
import { FamilyHistory } from '@/components/admin/family-history';
import { ModelsEditor } from '@/components/admin/models-editor';
import { PictureUpload } from '@/components/admin/picture-upload';
import { Section } from '@/components/ui/section';
import { holds } from '@/core/capabilities';
import { parseId } from '@/core/ids';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getFamily } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('family');

export default async function FamilyPage({ params }: { params: Promise<{ locale: Locale; familyId: string }> }) {
  const { locale, familyId } = await params;
  const session = await requirePage('family', locale);
  const id = parseId(familyId);
  if (id === null) notFound();
  const [family, me, t] = await Promise.all([pageRead(getFamily(session, id), locale), pageRead(getCurrentUser(session), locale), getTranslations('families')]);
  const mayEdit = holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'catalogue.write');

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl font-semibold text-ink" data-testid="family-name">
          {family.name}
        </h2>
        <p className="text-sm text-ink-muted">{t('models', { count: family.modelsCount })}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Section id="family" title={t('detail.family')} className="lg:col-span-2">
          <FamilyForm key={`${family.name}-${family.sortOrder}`} family={family} editable={mayEdit} />
        </Section>
        <Section id="picture" title={t('detail.picture')}>
          <PictureUpload
            target={{ path: '/api/Anagra/ProductFamilies/{familyId}/Image', params: { familyId: family.id } }}
            currentUrl={family.imageUrl}
            alt={t('picture.alt', { name: family.name })}
            editable={mayEdit}
            texts="families.picture"
          />
        </Section>
      </div>
      <Section id="models" title={t('detail.models')}>
        <ModelsEditor
          familyId={family.id}
          familyName={family.name}
          models={family.models}
          mayEdit={mayEdit}
          mayRetire={holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'catalogue.retire')}
        />
      </Section>
      <Section id="history" title={t('detail.history')}>
        <FamilyHistory entries={family.history} />
      </Section>
    </div>
  );
}
