import type { PrivacyText } from './types';

const text: PrivacyText = {
  updated: 'Last updated: 1 March 2026',
  intro:
    'This agreement explains what personal data the Mall collects when you browse, sign in and shop, why we need it, who sees it and what you can ask of us. By creating an account or signing in you agree to it.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account data: your email address or phone number with its country code, your user name, your profile picture and a password, which we store only as a salted one-way hash.',
        'Shopping data: the addresses you enter, your orders, refunds, reviews, favourites and the shops you follow.',
        'Technical data: the address of your device and the time of requests, kept to protect accounts against abuse, and two cookies: one holding your sign-in token and one remembering your language.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run your account, deliver your orders, handle refunds, send the verification codes you ask for, answer your questions and keep the shop secure (for example by limiting repeated sign-in attempts). We do not sell your data and we do not use it for advertising profiles.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The shop you buy from receives what it needs to fulfil the order: your name, phone, delivery address and the items bought. Payment providers process card payments; we never see or store full card numbers. Email and SMS services deliver our messages. If you sign in with Google, Facebook or X, we receive only your identifier and the name and email they share.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'A sign-in lasts at most 7 days and ends when you sign out. Verification codes expire after 10 minutes. Account and order data are kept while your account exists and afterwards only as long as tax and accounting law require.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your profile at any time in your account. You can ask customer service for a copy of your data, for its deletion or for a restriction of its use, and you can object to processing. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: 'Security and children',
      paragraphs: [
        'Connections are encrypted, passwords are hashed, and staff see personal data only when their work needs it. The Mall is not meant for children under 14, and we do not knowingly collect their data.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We will tell you on this page and, for important changes, by email before a new version applies. Questions about your data: write to customer service through the service window at the right edge of every page.',
      ],
    },
  ],
};

export default text;
