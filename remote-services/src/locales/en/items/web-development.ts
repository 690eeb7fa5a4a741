import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Web development & design',
  titleSub: 'Fast, accessible websites and web applications that your own teams can keep up to date',
  summary:
    'Modern websites and web applications built for speed, accessibility and easy editing, from public information sites to secure customer portals.',
  description:
    'We design and build with React, Next.js and modern CSS, on a CMS that suits your editors. Every template is tested against WCAG 2.2 AA and Core Web Vitals, so the site works for every visitor on every device, including people on slow connections or using assistive technology.',
  cardFeatures: ['Accessible to WCAG 2.2 AA', 'Fast Core Web Vitals', 'A CMS editors enjoy using'],
  metaTitle: 'Web development & design services',
  metaDescription:
    'Accessible, fast websites and web applications built with React, Next.js and a CMS your editors like, tested against WCAG 2.2 AA and Core Web Vitals.',
  includedIntro: 'Our web projects cover design, build, content and launch, including:',
  includes: [
    'Content audit and information architecture',
    'Responsive layouts for mobile, tablet and desktop',
    'Front-end build with React and Next.js',
    'Headless or traditional CMS implementation',
    'Editorial workflows, roles and content approval',
    'WCAG 2.2 AA accessibility testing',
    'Core Web Vitals and page speed tuning',
    'Technical SEO, structured data and sitemaps',
    'Secure forms, payments and customer portals',
    'Multilingual sites and translation workflows',
    'Privacy-friendly analytics and cookie consent',
    'Launch redirects, hosting and ongoing care',
  ],
  illustrationAlt:
    'Illustration of one website shown on phone, tablet and desktop screens with accessibility and speed indicators',
  benefits: [
    {
      title: 'Open to every visitor',
      description:
        'Keyboard navigation, screen reader support and sufficient colour contrast help you meet the public-sector accessibility regulations and reach more people.',
    },
    {
      title: 'Quick on any connection',
      description:
        'Optimised images, server rendering and lean scripts keep pages fast on mobile networks, which supports both search rankings and conversions.',
    },
    {
      title: 'Editors in control',
      description:
        'A CMS configured around your content types lets communications teams publish and update pages without waiting for a developer.',
    },
    {
      title: 'Secure and maintainable',
      description:
        'Dependency updates, security headers and automated tests keep the site safe and stop it turning into a rebuild project three years later.',
    },
  ],
  impact: [
    {
      title: 'Sites built around what visitors come to do',
      description:
        'Rebuilding a website around its most common tasks, tested with real users, helps visitors find what they need without calling.',
    },
    {
      title: 'Faster page loads',
      description:
        'Server-rendered pages, optimised images and a lean front end cut load times, especially on mobile connections.',
    },
    {
      title: 'Faster content publishing',
      description:
        'Structured content types and a simpler approval workflow let editors publish updates without waiting for developers.',
    },
  ],
  ctaTitle: 'Is your website holding your organisation back?',
  ctaText:
    'Share your current site and what it needs to do better. We will review accessibility, speed and content structure and suggest where to start.',
};
