import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { UseCaseCards } from '../../../../components/use-case-cards/use-case-cards';
import { meetlyhubUseCases } from '../../../../data/meetlyhub';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function MeetlyHubUseCases() {
  const { t } = useTranslation('products');
  const useCases = joinByIndex(meetlyhubUseCases, readItems(t('meetlyhub.useCases.items', { returnObjects: true })));
  return (
    <Section id="use-cases" title={t('meetlyhub.useCases.title')} subtitle={t('meetlyhub.useCases.subtitle')}>
      <UseCaseCards items={useCases} sectorsLabel={t('meetlyhub.useCases.sectorsLabel')} />
    </Section>
  );
}
