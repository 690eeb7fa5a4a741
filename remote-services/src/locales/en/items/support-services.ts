import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Application support & maintenance',
  titleSub: 'ITIL-aligned support that keeps business-critical systems running',
  summary:
    'Round-the-clock application support and maintenance with agreed SLAs, structured incident and problem management, and continuous improvement.',
  description:
    'Once a system goes live, the work of keeping it healthy begins. Our support teams in the UK and Coimbatore provide 24/7 monitoring, incident response and planned maintenance under ITIL-aligned processes, with service levels written into the contract and reported every month. We support applications we built ourselves as well as systems inherited from other suppliers.',
  cardFeatures: ['24/7 monitoring and response', 'SLA-backed service levels', 'ITIL incident and problem management'],
  metaTitle: 'Application support & maintenance services',
  metaDescription:
    'Application support and maintenance with 24/7 monitoring, contractual SLAs and ITIL incident, problem and change management for business-critical systems.',
  includedIntro: 'A managed support service covering the full life of your applications after go-live.',
  includes: [
    'First, second and third-line support desk',
    '24/7 monitoring with on-call escalation',
    'Priority-based SLAs for response and resolution',
    'Incident management with documented runbooks',
    'Problem management and root cause analysis',
    'Change and release management with rollback plans',
    'Security patching and dependency updates',
    'Database maintenance, backups and restore testing',
    'Performance tuning and capacity planning',
    'Knowledge transfer from incumbent suppliers',
    'Monthly service reviews and SLA reports',
    'Small enhancements from a monthly hours allowance',
  ],
  illustrationAlt:
    'A support dashboard showing live service health, open incidents by priority and SLA timers, watched by an on-call engineer',
  benefits: [
    {
      title: 'Service levels you can hold us to',
      description:
        'Response and resolution targets are set per priority, measured by the ticketing system and reported monthly, with agreed remedies if a target is missed.',
    },
    {
      title: 'Fewer repeat incidents',
      description:
        'Problem management looks past the immediate fix to the root cause, so recurring faults are removed from the system rather than handled again every week.',
    },
    {
      title: 'Cover around the clock',
      description:
        'Engineers in the UK and India share a follow-the-sun rota, giving 24/7 cover for critical systems without the cost of a fully staffed night shift.',
    },
    {
      title: 'Systems that stay current',
      description:
        'Regular patching, framework upgrades and housekeeping keep applications secure and supportable, and prevent the slow drift that turns a working system into a legacy one.',
    },
  ],
  impact: [
    {
      metric: '99.95%',
      title: 'Uptime of a managed platform',
      description:
        'On the business-critical managed platform described on our projects page, automated regression testing, proactive monitoring and structured release management achieved 99.95% uptime.',
    },
    {
      title: 'Fewer recurring faults',
      description:
        'Root cause analysis removes the faults that keep coming back, instead of fixing the same incident every week.',
    },
    {
      title: 'Fast response to critical incidents',
      description:
        'Critical incidents are acknowledged within the time set in your service agreement, at any hour, with an engineer working on the fix.',
    },
  ],
  ctaTitle: 'Looking for dependable support for your applications?',
  ctaText:
    'Let us know which systems you run and how critical they are. We will propose service levels, cover hours and a transition plan from your current arrangement.',
};
