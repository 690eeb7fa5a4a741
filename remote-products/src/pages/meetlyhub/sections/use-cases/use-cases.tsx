import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { UseCaseCards } from '../../../../components/use-case-cards/use-case-cards';
import { meetlyhubUseCases } from '../../../../data/meetlyhub';

export function MeetlyHubUseCases() {
  const { t } = useTranslation('products');
  return (
    <Section id="use-cases" title={t('meetlyhub.useCases.title')} subtitle={t('meetlyhub.useCases.subtitle')}>
      <UseCaseCards
        entries={meetlyhubUseCases}
        copy={t('meetlyhub.useCases.items', { returnObjects: true })}
        sectorsLabel={(title) => t('meetlyhub.useCases.sectorsLabel', { title })}
      />
    </Section>
  );
}
