import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
// lucide-react no longer ships brand marks; Tabler's outline brand icons match its stroke style.
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useLanguage } from 'shared-i18n';
import { AppLink } from 'shared-ui';
import { formatAddress, paths, site, telHref } from 'shared-ui/site';
import styles from './footer.module.scss';

const quickLinks = [
  { key: 'nav.about', path: paths.about },
  { key: 'nav.services', path: paths.services },
  { key: 'nav.projects', path: paths.projects },
  { key: 'nav.careers', path: paths.careers },
  { key: 'footer.privacy', path: paths.privacy },
  { key: 'footer.terms', path: paths.terms },
  { key: 'footer.accessibility', path: paths.accessibility },
] as const;

const socialLinks = [
  { key: 'linkedin', href: site.social.linkedin, Icon: IconBrandLinkedin },
  { key: 'x', href: site.social.x, Icon: IconBrandX },
  { key: 'facebook', href: site.social.facebook, Icon: IconBrandFacebook },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const company = site.name;
  const { companyNumber, registeredIn } = site.registration;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{company}</p>
          <p className={styles.text}>{t('footer.description')}</p>
          <p className={styles.certs}>{t('footer.certifications')}</p>
          <ul className={styles.social} aria-label={t('footer.followUs')}>
            {socialLinks.map(({ key, href, Icon }) => (
              <li key={key}>
                <AppLink to={href} className={styles.socialLink} aria-label={t(`footer.social.${key}`, { company })}>
                  <Icon size={20} stroke={1.75} aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.links}>
            {quickLinks.map(({ key, path }) => (
              <li key={path}>
                <AppLink to={path} className={styles.link}>
                  {t(key)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <address className={styles.contact}>
            <p>
              <Mail size={18} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{t('footer.emailLabel')} </span>
              <a className={styles.link} href={`mailto:${site.emails.general}`}>
                {site.emails.general}
              </a>
            </p>
            <p>
              <Phone size={18} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{t('footer.phoneLabel')} </span>
              <a className={styles.link} href={telHref(site.phones.uk)}>
                {site.phones.uk}
              </a>
            </p>
            <p>
              <MapPin size={18} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{t('footer.locationLabel')} </span>
              <span>{t('footer.location')}</span>
            </p>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: site.copyrightYear, company: site.legalName })}</p>
        <p className={styles.registration}>
          {t('footer.registration', {
            company: site.legalName,
            registeredIn: t(`footer.registeredIn.${registeredIn}`),
            number: companyNumber,
            office: formatAddress(language),
          })}
        </p>
        <p className={styles.registration}>{t('footer.trademarks')}</p>
      </div>
    </footer>
  );
}
