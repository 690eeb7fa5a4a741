import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { Partnership } from './sections/partnership/partnership';
import { ProjectList } from './sections/project-list/project-list';
import { Capabilities } from './sections/capabilities/capabilities';
import { ProjectsCta } from './sections/projects-cta/projects-cta';

export default function ProjectsPage() {
  const { t } = useTranslation('company');
  return (
    <>
      <PageMeta title={t('projects.meta.title')} description={t('projects.meta.description')} path={paths.projects} />
      <PageStructuredData path={paths.projects} name={t('nav.projects', { ns: 'common' })} />
      <Hero
        eyebrow={t('projects.hero.eyebrow')}
        title={t('projects.hero.title')}
        subtitle={t('projects.hero.subtitle')}
      />
      <Partnership />
      <ProjectList />
      <Capabilities />
      <ProjectsCta />
    </>
  );
}
