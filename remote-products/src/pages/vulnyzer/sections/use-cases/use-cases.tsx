import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { UseCaseCards } from '../../../../components/use-case-cards/use-case-cards';
import { vulnyzerUseCases } from '../../../../data/vulnyzer';

export function VulnyzerUseCases() {
  const { t } = useTranslation('products');
  return (
    <Section id="use-cases" title={t('vulnyzer.useCases.title')} subtitle={t('vulnyzer.useCases.subtitle')}>
      <UseCaseCards
        entries={vulnyzerUseCases}
        copy={t('vulnyzer.useCases.items', { returnObjects: true })}
        sectorsLabel={(title) => t('vulnyzer.useCases.sectorsLabel', { title })}
      />
    </Section>
  );
}
