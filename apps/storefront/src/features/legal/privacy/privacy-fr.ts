import type { PrivacyText } from './types';

const text: PrivacyText = {
  updated: 'Dernière mise à jour : 1er mars 2026',
  intro:
    'Cet accord explique quelles données personnelles le Mall collecte lorsque vous naviguez, vous connectez et achetez, pourquoi nous en avons besoin, qui les voit et ce que vous pouvez nous demander. En créant un compte ou en vous connectant, vous l’acceptez.',
  sections: [
    {
      heading: 'Ce que nous collectons',
      paragraphs: [
        'Données de compte : votre adresse e-mail ou votre numéro de téléphone avec son indicatif, votre nom d’utilisateur, votre photo de profil et un mot de passe, que nous conservons uniquement sous forme d’empreinte salée irréversible.',
        'Données d’achat : les adresses saisies, vos commandes, remboursements, avis, favoris et les boutiques que vous suivez.',
        'Données techniques : l’adresse de votre appareil et l’heure des requêtes, conservées pour protéger les comptes contre les abus, et deux cookies : l’un contient votre jeton de connexion, l’autre mémorise votre langue.',
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      paragraphs: [
        'Pour gérer votre compte, livrer vos commandes, traiter les remboursements, envoyer les codes de vérification que vous demandez, répondre à vos questions et sécuriser la boutique (par exemple en limitant les tentatives de connexion répétées). Nous ne vendons pas vos données et ne les utilisons pas pour du profilage publicitaire.',
      ],
    },
    {
      heading: 'Qui les voit',
      paragraphs: [
        'La boutique auprès de laquelle vous achetez reçoit ce qui est nécessaire à la commande : votre nom, votre téléphone, l’adresse de livraison et les articles achetés. Les prestataires de paiement traitent les paiements par carte ; nous ne voyons ni ne conservons jamais le numéro complet. Des services d’e-mail et de SMS acheminent nos messages. Si vous vous connectez avec Google, Facebook ou X, nous ne recevons que votre identifiant ainsi que le nom et l’e-mail qu’ils partagent.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Une connexion dure au plus 7 jours et prend fin à la déconnexion. Les codes de vérification expirent après 10 minutes. Les données de compte et de commande sont conservées tant que votre compte existe, puis uniquement le temps exigé par le droit fiscal et comptable.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous pouvez consulter et corriger votre profil à tout moment dans votre compte. Vous pouvez demander au service client une copie de vos données, leur effacement ou la limitation de leur usage, et vous opposer à un traitement. Vous pouvez aussi saisir l’autorité de protection des données.',
      ],
    },
    {
      heading: 'Sécurité et enfants',
      paragraphs: [
        'Les connexions sont chiffrées, les mots de passe hachés, et le personnel n’accède aux données personnelles que lorsque son travail l’exige. Le Mall ne s’adresse pas aux enfants de moins de 14 ans et nous ne collectons pas sciemment leurs données.',
      ],
    },
    {
      heading: 'Modifications et contact',
      paragraphs: [
        'Nous vous informerons sur cette page et, pour les changements importants, par e-mail avant l’entrée en vigueur d’une nouvelle version. Pour toute question sur vos données, écrivez au service client via la fenêtre de service à droite de chaque page.',
      ],
    },
  ],
};

export default text;
