import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Mobile app development',
  titleSub: 'One codebase, native-quality apps on iOS and Android',
  summary:
    'Cross-platform mobile apps for iOS and Android, built with React Native or Flutter, designed to work offline and released through both app stores.',
  description:
    'Most organisations need their app on iPhone and Android without paying for two separate teams. We build cross-platform apps in React Native or Flutter that share most of their code, feel at home on each platform and keep working when the signal drops. From discovery and prototyping through store review to post-launch updates, we handle the whole journey, drawing on our paperless schools work in the UK since 2015.',
  cardFeatures: ['React Native or Flutter', 'Offline-first by design', 'App Store and Google Play release'],
  metaTitle: 'Cross-platform mobile app development',
  metaDescription:
    'Cross-platform iOS and Android app development in React Native or Flutter: offline-first design, secure APIs, testing and App Store and Google Play release.',
  includedIntro: 'The full scope of work to design, build, release and maintain a mobile app on both major platforms.',
  includes: [
    'Discovery workshops and clickable prototypes',
    'Shared codebase in React Native or Flutter',
    'Platform-specific navigation and interface conventions',
    'Offline-first storage with background synchronisation',
    'Push notifications through APNs and Firebase',
    'Biometric sign-in and secure token storage',
    'Camera, location and Bluetooth device features',
    'Integration with your existing back-end APIs',
    'Automated testing on real device farms',
    'TestFlight and Play Console beta programmes',
    'App Store and Google Play submission and review',
    'Over-the-air updates and OS version upgrades',
  ],
  illustrationAlt:
    'The same app shown on an iPhone and an Android phone, sharing one codebase and synchronising data with a server when the connection returns',
  benefits: [
    {
      title: 'Two platforms, one budget',
      description:
        'A shared React Native or Flutter codebase usually covers most of the app, so features reach iOS and Android users together for much less than two native builds.',
    },
    {
      title: 'Works without a connection',
      description:
        'Local storage, queued actions and conflict handling let users carry on in schools, hospitals, plants and rural areas where the network is unreliable.',
    },
    {
      title: 'Smooth store approval',
      description:
        'We prepare privacy labels, data safety forms, accessibility checks and reviewer notes in advance, avoiding the rejections that delay many first releases.',
    },
    {
      title: 'Built to be maintained',
      description:
        'Automated tests, CI pipelines and over-the-air updates let you fix issues quickly and keep up with the yearly iOS and Android releases.',
    },
  ],
  impact: [
    {
      metric: '£50k+',
      title: 'Saved by a school application',
      description:
        'Our paperless schools application replaced paper consent slips, letters and registers with an app for parents, saving over £50,000 in printing, postage and administration.',
    },
    {
      title: 'An app people keep using',
      description:
        'Releases shaped by store reviews and usage analytics keep an app useful after launch, not just on the day it ships.',
    },
    {
      title: 'Faster field inspections',
      description:
        'Offline forms with photo capture let inspectors work where there is no signal and file their report before they leave the site.',
    },
  ],
  ctaTitle: 'Have an app idea for iOS and Android?',
  ctaText:
    'Tell us about your idea, your users and your timescale. We will recommend React Native or Flutter, outline a first release and give you a clear estimate.',
};
