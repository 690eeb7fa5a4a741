export const legalEn = {
  shared: {
    lastUpdated: 'Last updated: {{date}}',
    tocTitle: 'Contents',
    backToTop: 'Back to top',
    languageNotice:
      'This document is written in English; if a translation differs from it, the English version prevails.',
  },
  privacy: {
    meta: {
      title: 'Privacy policy',
      description:
        'How our UK technology consultancy collects, uses and protects your personal data under the UK GDPR, how long we keep it, transfers to India, and your rights.',
    },
    hero: {
      title: 'Privacy policy',
      subtitle: 'How we handle your personal information, and the choices and rights you have.',
    },
    intro: [
      'This privacy policy explains how we collect, use and protect personal information when you visit our website, contact us or work with us. In this policy, “we”, “us” and “our” mean {{company}}, a company registered in the United Kingdom under company number {{companyNumber}}. We are the controller of your personal information for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
      'Our website is deliberately simple: it has no user accounts, it keeps an enquiry only until it has reached us by email, and it uses no tracking or advertising cookies. Most of the personal information we hold reaches us because you chose to send it to us, for example in an enquiry or a job application.',
    ],
    icoRegistration:
      "We are registered with the Information Commissioner's Office (ICO) under registration number {{icoNumber}}.",
    sections: [
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        paragraphs: [
          'We collect only the personal information you choose to give us, and only what we need. It usually reaches us in one of the following ways:',
          'When you visit the site, our hosting provider also processes technical data such as your IP address and browser type in server logs, to deliver pages and keep the service secure. We do not use this data to identify or profile you.',
        ],
        list: [
          'Contact form: your name, email address, company, message and the service you are interested in, when you send an enquiry through the website.',
          'Service requests: details about you, your organisation and your project when you ask us to quote for or deliver work.',
          'Career applications: your CV, contact details, work history and anything else you include when you apply for a role.',
        ],
      },
      {
        id: 'how-we-use-information',
        title: 'How we use your information',
        paragraphs: [
          'We use your information only for the purposes below. For each one we give the lawful basis under the UK GDPR and how long we keep the information:',
          'When a retention period ends, we delete the information or anonymise it so that it can no longer identify you. We keep it longer only where the law requires it, or to establish or defend a legal claim.',
        ],
        list: [
          'Replying to your enquiries and service requests, and preparing proposals and contracts. Lawful basis: our legitimate interest in answering the people who contact us, or steps you ask us to take before entering into a contract. Kept for two years after our last exchange; if you become a client, for the length of the contract and six years after it ends.',
          'Sending technical, security and administrative notices about the services we provide to you. Lawful basis: performance of our contract with you or your organisation. Kept for the length of the contract and six years after it ends.',
          'Telling business contacts about services of ours that are relevant to them. Lawful basis: our legitimate interest in promoting our business, or your consent where the law requires it. You can opt out at any time, in any message or by writing to us. Kept until you opt out, or two years after our last exchange; after an opt-out we keep only your email address on a suppression list, so that we do not write to you again.',
          'Assessing applications and recruiting for the roles you apply for. Lawful basis: steps you ask us to take before entering into an employment contract. If you are not hired, kept for six months after our decision, or longer only with your consent; if you are, it becomes part of your staff record.',
          'Keeping the website secure and working, and improving it. Lawful basis: our legitimate interest in running a secure, reliable website. Server logs are kept for no longer than 30 days.',
        ],
      },
      {
        id: 'sharing-information',
        title: 'How we share your information',
        paragraphs: [
          'We never sell or rent your personal information. We share it only in the following circumstances, and only as much as is needed:',
          'Within our company, including our delivery team in India, only the people who need your information for their work can see it.',
        ],
        list: [
          'With service providers who help us run our business, such as hosting, email and IT support providers. They act on our instructions under written contracts and must keep your information secure and confidential.',
          'When required by law, for example to comply with a court order or a request from a regulator or law enforcement authority, or to protect our rights and the safety of others.',
          'In a business transaction, such as a merger, acquisition or sale of all or part of our business, where the recipient must use your information in line with this policy.',
        ],
      },
      {
        id: 'data-security',
        title: 'How we protect your information',
        paragraphs: [
          'We use appropriate technical and organisational measures to protect personal information against loss, misuse and unauthorised access. These measures, supported by our Cyber Essentials certification, include encrypted connections (HTTPS) to this website, access limited to the staff who need the information, and confidentiality obligations for everyone who handles it.',
          "When you send the contact form, your enquiry goes to our own enquiry service on this website's address, not to an outside form provider. The service keeps the enquiry in a secure outbox only until it has been delivered by email to our enquiries mailbox ({{enquiriesEmail}}), and then deletes it; if the mail server is unavailable, it keeps trying until delivery succeeds, so nothing you send is lost. Its logs record that an enquiry arrived and was delivered, with a reference number and the time, but never what you typed, and are kept for no longer than 30 days. To stop repeated automated submissions, it counts the enquiries sent from each IP address for ten minutes, in memory only. If the service cannot be reached, the form offers to prepare your message in your own email program instead, and nothing is sent until you send it yourself.",
          "No transmission over the internet is completely secure, so we cannot guarantee absolute security, but if a breach affects your information we will act promptly and, where the law requires it, tell you and the Information Commissioner's Office (ICO).",
        ],
        list: [],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        paragraphs: [
          'Subject to certain conditions and exemptions, the UK GDPR gives you the right to ask us for:',
          "Where we rely on your consent, you can withdraw it at any time. To exercise a right, contact us using the details below; we will reply within one month and will not normally charge a fee. You can also complain to the Information Commissioner's Office (ICO) at ico.org.uk, though we would welcome the chance to help first.",
        ],
        list: [
          'Access: confirmation of whether we hold your information, and a copy of it.',
          'Rectification: correction of information that is inaccurate or incomplete.',
          'Erasure: deletion of information we no longer have good reason to keep.',
          'Objection and restriction: an end to processing based on our legitimate interests, and to direct marketing at any time, or a limit on how we use it.',
          'Portability: your information in a machine-readable format, or its transfer to another organisation.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        paragraphs: [
          'Our website sets no tracking, analytics or advertising cookies, and it loads no fonts, scripts or images from third-party services, so your visit is not shared with advertising or analytics companies.',
          'The only thing the site saves on your device is a local storage entry called “lang”, which remembers whether you chose English or French so that the site appears in your language next time. It holds no personal information, is never sent to us, and is strictly necessary for the feature you asked for, so it does not need consent under the Privacy and Electronic Communications Regulations (PECR).',
          "You can delete it at any time by clearing your browser's site data; the site will then simply appear in English.",
        ],
        list: [],
      },
      {
        id: 'international-transfers',
        title: 'International transfers',
        paragraphs: [
          'We are based in the United Kingdom, and our delivery team works from Coimbatore, India. When our team in India needs your information to reply to you or to deliver a project, your personal information is transferred outside the UK.',
          'India is not covered by UK adequacy regulations, so we protect these transfers with safeguards recognised by UK data protection law, such as the International Data Transfer Agreement (IDTA) issued by the ICO or the UK Addendum to the EU standard contractual clauses, together with the security measures described in this policy. Some of our service providers may also process data outside the UK under similar safeguards.',
          'You can ask us for more information about these safeguards, or a copy of them, using the contact details below.',
        ],
        list: [],
      },
      {
        id: 'children',
        title: "Children's privacy",
        paragraphs: [
          'Our website and services are intended for businesses and professionals. They are not intended for children under 13, and we do not knowingly collect personal information from anyone under that age.',
          'If you are a parent or guardian and believe that a child under 13 has sent us personal information, please contact us and we will delete it as soon as reasonably possible. Job applicants must be old enough to work lawfully in the country where the role is based.',
        ],
        list: [],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        paragraphs: [
          'We may update this privacy policy from time to time to reflect changes in the law, in our services or in the way we handle personal information. The date at the top of this page shows when it was last revised.',
          'If we make a significant change, we will highlight it on this page and, where appropriate, also tell you by email. We will not use information we already hold in a materially new way without telling you first and, where the law requires it, asking for your consent.',
        ],
        list: [],
      },
      {
        id: 'contact-us',
        title: 'Contact us',
        paragraphs: [
          'We are the controller responsible for your personal information. If you have questions about this policy, want to exercise your rights or wish to make a complaint, write to {{email}} or to our registered office: {{address}}.',
          'Please give us enough detail to find your information, for example the email address you used to contact us. To protect your information from anyone not entitled to it, we may ask you to confirm your identity before we act on a request.',
        ],
        list: [],
      },
    ],
  },
  terms: {
    meta: {
      title: 'Terms of service',
      description:
        'The terms for using our website: our services, your obligations, intellectual property, liability and the law of England and Wales that governs them.',
    },
    hero: {
      title: 'Terms of service',
      subtitle: 'The rules that apply when you use our website and contact us about our services.',
    },
    intro: [
      'These terms of service set out the rules for using this website, which is operated by {{company}}, a company registered in the United Kingdom under company number {{companyNumber}} (“we”, “us” or “our”). Please read them carefully: they explain what you can expect from us and what we expect from you.',
      'These terms cover the website only. Any software, consultancy or support we deliver is governed by the written agreement and statement of work agreed with each client, which take priority over these terms if the two conflict.',
    ],
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptance of these terms',
        paragraphs: [
          'By accessing or using this website, you agree to be bound by these terms and by our privacy policy. If you do not agree, please do not use the website.',
          'If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it, and “you” then includes that organisation. Our services are offered to businesses and public bodies; nothing on this website is a binding offer, and no contract for services exists until both parties have signed a written agreement.',
        ],
        list: [],
      },
      {
        id: 'services',
        title: 'Our services',
        paragraphs: [
          'We provide technology consultancy and engineering services to businesses and public-sector organisations, delivered by our team in the United Kingdom and our delivery centre in Coimbatore, India. They include:',
          'Descriptions of our services, products and past projects on this website are general information. The scope, deliverables, price and timetable of each engagement are agreed in writing with each client. We may change, add or withdraw services at any time.',
        ],
        list: [
          'Custom software development',
          'Artificial intelligence and machine learning solutions',
          'Enterprise integration',
          'Data migration',
          'Quality assurance and testing',
          'Cloud and DevOps services',
          'Vulnerability assessments',
        ],
      },
      {
        id: 'user-obligations',
        title: 'Your obligations',
        paragraphs: [
          'You may use this website only for lawful purposes and in line with these terms. In particular, you agree not to:',
        ],
        list: [
          'Use the website in a way that breaks any law or regulation or infringes the rights of others',
          'Send false or misleading information, or pretend to be another person or organisation, in an enquiry or application',
          'Attempt to gain unauthorised access to the website, its servers or any connected system, or test its security without our written permission',
          'Introduce viruses, malware or other harmful code, or interfere with the operation of the website',
          'Use automated tools to copy, scrape or overload the website',
          'Use contact details published on the website to send unsolicited marketing',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        paragraphs: [
          'The website and its content, including text, graphics, illustrations, logos, software and the Vulnyzer and MeetlyHub names, are owned by us or our licensors and are protected by copyright, trade mark and other intellectual property laws.',
          'You may view, download and print pages for your own information or to evaluate our services within your organisation, provided you keep any copyright notices. You may not otherwise copy, modify, distribute or commercially exploit any content without our written permission.',
          "Ownership of software and other deliverables we create for clients is set out in each client's agreement, not in these terms.",
        ],
        list: [],
      },
      {
        id: 'service-levels',
        title: 'Service level commitments',
        paragraphs: [
          'Figures on this website, such as availability percentages, response times and support hours, describe what we typically provide or what our products are designed to achieve. They are not contractual commitments.',
          "The service levels that apply to a client, including availability targets, support hours, response and resolution times, and any service credits or other remedies, are set out in that client's statement of work or service agreement, which prevails over anything stated on this website.",
          'We aim to keep the website available at all times, but we do not guarantee that it will be uninterrupted or free from errors, and we may suspend it for maintenance.',
        ],
        list: [],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation of liability',
        paragraphs: [
          'The content of this website is general information only. We take care to keep it accurate and up to date, but we do not guarantee that it is complete, accurate or current, and it is not professional advice to rely on without talking to us.',
          'To the fullest extent permitted by law, we are not liable for any loss or damage arising from your use of, or inability to use, this website, including loss of profits, revenue, business, data or goodwill, or any indirect or consequential loss. We are not responsible for the content of external websites linked from ours.',
          'Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be excluded or limited under the law of England and Wales. Liability under client engagements is governed by the relevant agreement.',
        ],
        list: [],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        paragraphs: [
          'Our privacy policy explains what personal information we collect when you use this website or contact us, how we use and protect it, and the rights you have under the UK GDPR and the Data Protection Act 2018. It forms part of these terms, so please read it alongside them.',
          'In short: the website has no user accounts, keeps an enquiry only until it has reached us by email, and sets no tracking cookies. The only thing it saves on your device is your choice of language. Information you send us in an enquiry or application is handled as the privacy policy describes.',
        ],
        list: [],
      },
      {
        id: 'termination',
        title: 'Termination',
        paragraphs: [
          'We may suspend or withdraw all or part of this website at any time, without notice, for business or operational reasons. We may also restrict your access if we reasonably believe you have breached these terms, for example by trying to interfere with the website or its security.',
          'You may stop using the website at any time. The parts of these terms that by their nature should continue, including those on intellectual property, limitation of liability and governing law, survive any suspension or termination.',
          'Termination of a client engagement is governed by the notice periods and other terms of the relevant agreement.',
        ],
        list: [],
      },
      {
        id: 'governing-law',
        title: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms, and any dispute or claim arising out of or in connection with them or their subject matter (including non-contractual disputes or claims), are governed by the law of England and Wales.',
          'The courts of England and Wales have exclusive jurisdiction over any such dispute or claim. If you are a consumer, you keep the protection of any mandatory rules of the law of the country where you live, and if you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.',
          'Before starting proceedings, please contact us so that we can try to resolve the matter informally.',
        ],
        list: [],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        paragraphs: [
          'We may revise these terms from time to time, for example to reflect changes in the law, in our services or in how the website works. Revised terms take effect when we publish them on this page, and the date at the top shows when they were last updated.',
          'Please check this page regularly, as the terms in force when you use the website are the ones that apply. If you continue to use the website after a change, you accept the revised terms. Changes to these terms do not alter any signed client agreement.',
        ],
        list: [],
      },
      {
        id: 'contact',
        title: 'Contact us',
        paragraphs: [
          'If you have questions about these terms, or want to report content on this website that you believe is inaccurate or infringes your rights, write to {{email}} or to our registered office: {{address}}.',
          'For enquiries about our services, projects or careers, you can also use the form on our contact page. Our business hours are Monday to Friday, 9:00 to 18:00 UK time. Please include enough detail for us to understand your question and deal with it.',
        ],
        list: [],
      },
      {
        id: 'severability',
        title: 'Severability',
        paragraphs: [
          'If a court or other competent authority finds any provision of these terms invalid, unlawful or unenforceable, that provision will be modified to the minimum extent needed to make it enforceable or, if that is not possible, removed. The remaining provisions will continue in full force and effect.',
          'If we do not insist on strict compliance with any of these terms, or delay in doing so, we have not waived our rights. These terms, together with our privacy policy, are the entire agreement between you and us about your use of this website.',
        ],
        list: [],
      },
    ],
  },
};

export type CompanyLegalCopy = typeof legalEn;
