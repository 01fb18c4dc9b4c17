import type { MessageMap, PatternFormatters } from './english';

/** Français */
export const messages: MessageMap = {
  success: 'Opération réussie',
  'Signed in': 'Connexion réussie',
  'Signed out': 'Déconnexion réussie',
  'Registration succeeded': 'Inscription réussie',
  'Welcome, guest': 'Bienvenue ! Vous achetez en tant qu’invité',
  'The verification code has been sent': 'Le code de vérification a été envoyé',
  'The verification code has been sent, please check your email':
    'Le code de vérification a été envoyé, consultez votre boîte e-mail',
  'If an account uses this address, a code is on its way; please check your email':
    'Si un compte utilise cette adresse, un code est en route ; consultez votre boîte e-mail',
  'Your password has been reset, please sign in': 'Votre mot de passe a été réinitialisé, connectez-vous',
  'Your password has been changed': 'Votre mot de passe a été modifié',
  'The computer is signed in': 'L’ordinateur est connecté',
  Saved: 'Enregistré',
  Deleted: 'Supprimé',
  Removed: 'Retiré du panier',
  Uploaded: 'Image envoyée',
  'Added to cart': 'Ajouté au panier',
  'Added to favourites': 'Ajouté aux favoris',
  'Removed from favourites': 'Retiré des favoris',
  Followed: 'Boutique suivie',
  Unfollowed: 'Vous ne suivez plus cette boutique',
  'You can keep at most 500 favourites': 'Vous pouvez garder 500 favoris au maximum',
  'Order placed': 'Votre commande a été passée',
  'The order has been cancelled': 'La commande a été annulée',
  'Receipt confirmed': 'Réception confirmée',
  Shipped: 'Commande expédiée',
  'Payment successful': 'Paiement réussi',

  'parameter validation failed': 'échec de la validation des paramètres',
  'no permission': 'accès refusé',
  'no data found': 'aucune donnée trouvée',
  'system exception': 'exception système',
  'please sign in': 'veuillez vous connecter',
  'Your session has expired, please sign in again': 'Votre session a expiré, veuillez vous reconnecter',
  'You have been signed out, please sign in again': 'Vous avez été déconnecté, veuillez vous reconnecter',
  'Your sign-in is not valid, please sign in again': 'Votre connexion n’est pas valide, veuillez vous reconnecter',

  'The account or password is incorrect': 'Le compte ou le mot de passe est incorrect',
  'Enter the characters shown in the picture': 'Saisissez les caractères de l’image',
  'Too many codes requested, please try again later': 'Trop de codes demandés, réessayez plus tard',
  'Too many codes for this address, please try again later':
    'Trop de codes demandés pour cette adresse, réessayez plus tard',
  'The verification code is wrong or has expired': 'Le code de vérification est incorrect ou a expiré',
  'Too many wrong codes, please ask for a new one': 'Trop de codes erronés, demandez-en un nouveau',
  'This email address is already registered, please sign in':
    'Un compte existe déjà avec cette adresse e-mail, connectez-vous',
  'This phone number is already registered, please sign in':
    'Un compte existe déjà avec ce numéro de téléphone, connectez-vous',
  'Guest sign-in is not open': 'L’achat en tant qu’invité n’est pas ouvert',
  'This QR code is unknown': 'Ce QR code est inconnu',
  'This QR code has expired, please refresh it on the computer': 'Ce QR code a expiré, actualisez-le sur l’ordinateur',
  'Social sign-in is not available right now': 'La connexion via un réseau social est indisponible pour le moment',
  'login not allowed for current user via social login':
    'Cet utilisateur ne peut pas se connecter via un réseau social',

  'User not found': 'Utilisateur introuvable',
  'A guest account has no password; register to set one':
    'Un compte invité n’a pas de mot de passe ; inscrivez-vous pour en définir un',
  'The current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Send the picture as multipart form data in the field "file"':
    'Envoyez l’image en données de formulaire multipart, dans le champ « file »',
  'Send the picture in the field "file"': 'Envoyez l’image dans le champ « file »',
  'The picture is larger than 5 MB': 'L’image dépasse 5 Mo',
  'Only JPG and PNG pictures can be uploaded': 'Seules les images JPG et PNG peuvent être envoyées',
  'The picture could not be read': 'Impossible de lire l’image',

  'Product not found': 'Article introuvable',
  'Shop not found': 'Boutique introuvable',
  'Activity not found': 'Événement introuvable',
  'Address not found': 'Adresse introuvable',
  'This product is not available': 'Cet article n’est pas disponible',
  'This item is out of stock': 'Cet article est en rupture de stock',
  'Your cart is full, please check out or remove items':
    'Votre panier est plein, passez commande ou retirez des articles',
  'This cart item does not exist': 'Cet article n’est pas dans votre panier',
  'A product in your order is no longer available': 'Un article de votre commande n’est plus disponible',
  'The same item appears twice': 'Le même article apparaît deux fois',
  'This checkout does not exist': 'Ce récapitulatif de commande n’existe pas',
  'This checkout has expired, please start again': 'Ce récapitulatif de commande a expiré, veuillez recommencer',
  'This coupon cannot be used for this order': 'Ce coupon ne peut pas être utilisé pour cette commande',

  'Order not found': 'Commande introuvable',
  'Only an unpaid order can be cancelled': 'Seule une commande non payée peut être annulée',
  'Only a shipped order can be confirmed as received': 'Seule une commande expédiée peut être confirmée comme reçue',
  'Only a completed or cancelled order can be deleted': 'Seule une commande terminée ou annulée peut être supprimée',
  'This account does not run a shop': 'Ce compte ne gère aucune boutique',
  'This account cannot run the platform': 'Ce compte ne peut pas administrer la plateforme',
  'Only a paid order waiting for delivery can be shipped':
    'Seule une commande payée en attente d’expédition peut être expédiée',
  'This order has already been paid': 'Cette commande a déjà été payée',
  'This order was cancelled because it was not paid in time':
    'Cette commande a été annulée, car elle n’a pas été payée à temps',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'Cette commande a été annulée avant la réception du paiement ; la somme a été remboursée',
  'Too many payment attempts, please try again later': 'Trop de tentatives de paiement, réessayez plus tard',
  'Card payments go through the card form of the payment page':
    'Le paiement par carte se fait dans le formulaire de carte de la page de paiement',
  'The webhook signature is not valid': 'La signature du webhook n’est pas valide',
  'Your card number is incorrect': 'Le numéro de votre carte est incorrect',
  'Your card has expired': 'Votre carte a expiré',
  'Your card was declined': 'Votre carte a été refusée',
  'Your card has insufficient funds': 'Le solde de votre carte est insuffisant',
  "Your card's security code is incorrect": 'Le code de sécurité de votre carte est incorrect',

  'Fill in your email address': 'Saisissez votre adresse e-mail',
  'Fill in the correct email address': 'Saisissez une adresse e-mail valide',
  'Fill in your phone number': 'Saisissez votre numéro de téléphone',
  'Fill in the correct phone number': 'Saisissez un numéro de téléphone valide',
  'Fill in your password': 'Saisissez votre mot de passe',
  'Confirm your password': 'Confirmez votre mot de passe',
  'The passwords are inconsistent': 'Les mots de passe ne correspondent pas',
  'Please read and agree to the agreement': 'Veuillez lire et accepter l’accord',
  'Fill in the verification code': 'Saisissez le code de vérification',
  'The verification code may only contain letters, digits and underscores':
    'Le code de vérification ne peut contenir que des lettres, des chiffres et des tirets bas',
  'Use 8 to 64 characters with letters and digits': 'Utilisez 8 à 64 caractères avec des lettres et des chiffres',
  'This password is too common, please choose another': 'Ce mot de passe est trop courant, choisissez-en un autre',
  'Choose a country code': 'Choisissez un indicatif de pays',
  'User name cannot be empty': 'Le nom d’utilisateur ne peut pas être vide',
  'At most 32 characters': '32 caractères au maximum',
  'Upload the picture first': 'Envoyez d’abord l’image',
  'Quantity must be a whole number': 'La quantité doit être un nombre entier',
  'Quantity must be at least 1': 'La quantité doit être d’au moins 1',
  'At most 999 at a time': '999 au maximum à la fois',
  'Select an item': 'Sélectionnez un article',
  'Unknown checkout': 'Récapitulatif de commande inconnu',
  'Unknown order': 'Numéro de commande inconnu',
  'The note must be under 150 characters': 'La note doit faire moins de 150 caractères',
  'Choose a payment method': 'Choisissez un moyen de paiement',
  'Fill in the consignee name': 'Saisissez le nom du destinataire',
  'Fill in the detailed address': 'Saisissez l’adresse complète',
  'Fill in the post code': 'Saisissez le code postal',
  'Fill in the courier company': 'Saisissez le transporteur',
  'Fill in the tracking number': 'Saisissez le numéro de suivi',
  'Enter the card number': 'Saisissez le numéro de carte',
  'Enter the expiry date as MM/YY': 'Saisissez la date d’expiration au format MM/AA',
  'Enter the security code': 'Saisissez le code de sécurité',
  'Enter the name on the card': 'Saisissez le nom figurant sur la carte',

  'Invalid input': 'Saisie non valide',
  'Invalid email address': 'Adresse e-mail non valide',

  'The body is not valid JSON': 'Le corps de la requête n’est pas un JSON valide',
  'forbidden key': 'clé interdite',
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Request body size did not match Content-Length':
    'La taille du corps de la requête ne correspond pas à l’en-tête Content-Length',
  'Unsupported Media Type': 'Type de contenu non pris en charge',
  "Body cannot be empty when content-type is set to 'application/json'":
    "Le corps de la requête ne peut pas être vide quand le content-type est 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'":
    "Le corps de la requête n’est pas un JSON valide alors que le content-type est 'application/json'",
  'the request is not multipart': 'la requête n’est pas au format multipart',
  'reach parts limit': 'trop de parties dans le formulaire',
  'reach files limit': 'trop de fichiers envoyés',
  'reach fields limit': 'trop de champs dans le formulaire',
  'request file too large': 'le fichier envoyé est trop volumineux',
  'prototype property is not allowed as field name': 'une propriété de prototype ne peut pas servir de nom de champ',
  'the request was closed before the multipart data was fully parsed':
    'la requête a été fermée avant la lecture complète des données du formulaire',
};

/** "1 seconde", "2 secondes": in French, 0 and 1 take the singular. */
const plural = (n: string, one: string, many: string) => (Number(n) < 2 ? one : many);

const TYPES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'une valeur vrai/faux',
  object: 'un objet',
  array: 'une liste',
  null: 'une valeur nulle',
  NaN: 'une valeur non numérique',
  nan: 'une valeur non numérique',
  date: 'une date',
  bigint: 'un grand entier',
  file: 'un fichier',
};
const type = (name: string) => TYPES[name] ?? name;

const UNITS: Record<string, [string, string]> = {
  string: ['caractère', 'caractères'],
  array: ['élément', 'éléments'],
  set: ['élément', 'éléments'],
  map: ['entrée', 'entrées'],
  file: ['octet', 'octets'],
};
const length = (origin: string, bound: string, n: string) => {
  const [one, many] = UNITS[origin] ?? ['', ''];
  const amount = `${n} ${plural(n, one, many)}`.trim();
  if (bound === '<=') return `${amount} au maximum`;
  if (bound === '<') return `Moins de ${amount}`;
  if (bound === '>=') return `Au moins ${amount}`;
  if (bound === '>') return `Plus de ${amount}`;
  return `Exactement ${amount}`;
};
const value = (bound: string, n: string) => {
  if (bound === '<=') return `La valeur doit être inférieure ou égale à ${n}`;
  if (bound === '<') return `La valeur doit être inférieure à ${n}`;
  if (bound === '>=') return `La valeur doit être supérieure ou égale à ${n}`;
  if (bound === '>') return `La valeur doit être supérieure à ${n}`;
  return `La valeur doit être égale à ${n}`;
};

export const patterns: PatternFormatters = {
  validationFailed: (field, detail) => `échec de la validation des paramètres : ${field ? `${field} : ` : ''}${detail}`,
  duplicateKey: (key) => `la clé « ${key} » apparaît deux fois`,
  waitForCode: (seconds) =>
    `Veuillez patienter ${seconds} ${plural(seconds, 'seconde', 'secondes')} avant de demander un nouveau code`,
  tooManyRequests: (n, unit) =>
    `Trop de requêtes, réessayez dans ${n} ${unit === 'seconds' ? plural(n, 'seconde', 'secondes') : plural(n, 'minute', 'minutes')}`,
  socialSignInFailed: (provider) => `La connexion avec ${provider} n’a pas pu aboutir, veuillez réessayer`,
  onlyLeftInStock: (n) => `Plus que ${n} en stock`,
  onlyLeftOfProduct: (n, name) =>
    n === '1' ? `Il ne reste qu’un exemplaire de « ${name} »` : `Il ne reste que ${n} exemplaires de « ${name} »`,
  productOutOfStock: (name) => `« ${name} » est en rupture de stock`,
  atMostAddresses: (n) => `Vous pouvez enregistrer ${n} adresses au maximum`,
  zodInvalidType: (expected, received) =>
    received === 'undefined'
      ? `Champ obligatoire : il faut ${type(expected)}`
      : `Saisie non valide : il faut ${type(expected)}, et non ${type(received)}`,
  zodInvalidValue: (expected) => `Saisie non valide : la valeur attendue est ${expected}`,
  zodInvalidOption: (options) => `Option non valide : choisissez parmi ${options}`,
  zodDiscriminator: (options) => `Type non valide : choisissez parmi ${options}`,
  zodTooBigLength: length,
  zodTooSmallLength: length,
  zodTooBigValue: (_type, bound, n) => value(bound, n),
  zodTooSmallValue: (_type, bound, n) => value(bound, n),
  zodPattern: (pattern) => `Format non valide (motif attendu : ${pattern})`,
  zodUnrecognizedKeys: (keys, names) =>
    keys === 'key' ? `Champ non reconnu : ${names}` : `Champs non reconnus : ${names}`,
};
