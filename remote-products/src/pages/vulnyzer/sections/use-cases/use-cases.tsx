import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { UseCaseCards } from '../../../../components/use-case-cards/use-case-cards';
import { vulnyzerUseCases } from '../../../../data/vulnyzer';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function VulnyzerUseCases() {
  const { t } = useTranslation('products');
  const useCases = joinByIndex(vulnyzerUseCases, readItems(t('vulnyzer.useCases.items', { returnObjects: true })));
  return (
    <Section id="use-cases" title={t('vulnyzer.useCases.title')} subtitle={t('vulnyzer.useCases.subtitle')}>
      <UseCaseCards items={useCases} sectorsLabel={t('vulnyzer.useCases.sectorsLabel')} />
    </Section>
  );
}
