import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Android development',
  titleSub: 'Native Kotlin apps for the field, the factory floor and the ward',
  summary:
    'Native Android applications built in Kotlin and Jetpack Compose, from consumer apps on Google Play to managed fleets of rugged devices.',
  description:
    'We design and build native Android apps for organisations that depend on the device in the hand: engineers on a production line, clinicians on a ward, inspectors in the field. Our Coimbatore team writes idiomatic Kotlin against current Android APIs, and we handle enrolment, distribution and long-term updates through your mobile device management platform.',
  cardFeatures: ['Kotlin and Jetpack Compose', 'Rugged and managed devices', 'Play Store or private release'],
  metaTitle: 'Android app development',
  metaDescription:
    'Native Android development in Kotlin and Jetpack Compose for rugged devices, enterprise MDM, barcode scanning and Play Store or private distribution.',
  includedIntro: 'Everything needed to take a native Android app from first prototype to a managed fleet in daily use.',
  includes: [
    'Native apps in Kotlin with coroutines and Flow',
    'Jetpack Compose interfaces following Material 3',
    'Offline storage with Room and WorkManager sync',
    'Barcode, RFID and NFC scanning integration',
    'Support for Zebra and Honeywell rugged hardware',
    'Android Enterprise work profiles and kiosk mode',
    'Managed configurations through Intune or similar MDM',
    'Play Console testing tracks and staged rollouts',
    'Private distribution through managed Google Play',
    'Automated UI tests with Espresso and Compose',
    'Crash and performance monitoring in production',
    'Upgrades for each new Android version and API level',
  ],
  illustrationAlt:
    'A rugged Android handset scanning a barcode, linked to a management console that pushes app updates to a fleet of devices',
  benefits: [
    {
      title: 'Built for the real working environment',
      description:
        'Gloved hands, glare, weak signal and twelve-hour shifts shape our layouts, touch targets and sync strategy, so the app keeps working where your staff actually are.',
    },
    {
      title: 'Full use of the hardware',
      description:
        'Native code gives direct access to scanners, cameras, NFC, GPS and Bluetooth peripherals, with the fine control over battery and memory that shift-long use demands.',
    },
    {
      title: 'Devices your IT team controls',
      description:
        'Android Enterprise, work profiles and MDM policies keep company data separate, lock down shared kiosks and let IT push updates without touching each handset.',
    },
    {
      title: 'Code that stays maintainable',
      description:
        'Modular Kotlin, dependency injection with Hilt and automated tests make it straightforward to add features and keep pace with each yearly Android release.',
    },
  ],
  impact: [
    {
      title: 'Devices updated without a desk visit',
      description:
        'Managed handsets receive the app silently through your MDM platform, so a new release reaches every device without anyone handing it in.',
    },
    {
      title: 'Faster goods-in checks',
      description:
        'Built-in barcode scanning and offline queues let staff record deliveries at the dock without waiting for Wi-Fi.',
    },
    {
      title: 'Fewer crashes in the field',
      description:
        'A native rebuild with crash monitoring in production shows where the app fails on real devices, and each release fixes the most frequent causes first.',
    },
  ],
  ctaTitle: 'Planning an Android app or a managed device rollout?',
  ctaText:
    'Describe your users, devices and distribution needs, and we will propose an architecture, a timeline and a cost estimate.',
};
