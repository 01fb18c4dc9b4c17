import type { MessageMap, PatternFormatters } from './english';
import { moneyIn } from './money-text';

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
  'Your password has been set': 'Votre mot de passe a été défini',
  'The computer is signed in': 'L’ordinateur est connecté',
  'This sign-in was removed from its account by the owner; please sign in another way':
    'Le titulaire du compte a supprimé cette connexion ; connectez-vous d’une autre façon',
  'The sign-in was removed and your other devices were signed out':
    'La connexion a été supprimée et vos autres appareils ont été déconnectés',
  'The device was signed out': "L'appareil a été déconnecté",
  'Your other devices were signed out': 'Vos autres appareils ont été déconnectés',
  'Your e-mail address has been changed': 'Votre adresse e-mail a été modifiée',
  'Your phone number has been changed': 'Votre numéro de téléphone a été modifié',
  'Your account has been closed': 'Votre compte a été fermé',
  'This address belongs to an account that signs in with its password; please sign in with the password':
    'Cette adresse appartient à un compte qui se connecte avec son mot de passe ; connectez-vous avec le mot de passe',
  'This sign-in is the only way into the account; set a password before removing it':
    'Cette connexion est le seul moyen d’accéder au compte ; définissez un mot de passe avant de la supprimer',
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
  'The verification code is wrong or has expired': 'Le code de vérification est incorrect ou a expiré',
  'No account uses this number; sign in with the e-mail of your shop account':
    'Aucun compte n’utilise ce numéro ; connectez-vous avec l’adresse e-mail du compte de votre boutique',
  'Too many wrong codes, please ask for a new one': 'Trop de codes erronés, demandez-en un nouveau',
  'This email address is already registered, please sign in':
    'Un compte existe déjà avec cette adresse e-mail, connectez-vous',
  'This phone number is already registered, please sign in':
    'Un compte existe déjà avec ce numéro de téléphone, connectez-vous',
  'Guest sign-in is not open': 'L’achat en tant qu’invité n’est pas ouvert',
  'This QR code is unknown': 'Ce QR code est inconnu',
  'This QR code has expired, please refresh it on the computer': 'Ce QR code a expiré, actualisez-le sur l’ordinateur',
  'This QR code was scanned with another account; only that account can confirm it':
    'Ce QR code a été scanné avec un autre compte ; seul ce compte peut le confirmer',
  'This QR code was already used; scan a new one on the computer':
    'Ce QR code a déjà été utilisé ; scannez-en un nouveau sur l’ordinateur',
  'Sign-in refused; the computer was told': 'Connexion refusée ; l’ordinateur en a été informé',
  'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password':
    'Un compte d’administrateur ou de personnel d’une boutique ne peut pas connecter un ordinateur par code QR ; connectez-vous sur l’ordinateur avec le mot de passe',
  'Social sign-in is not available right now': 'La connexion via un réseau social est indisponible pour le moment',
  'login not allowed for current user via social login':
    'Cet utilisateur ne peut pas se connecter via un réseau social',

  'User not found': 'Utilisateur introuvable',
  'A guest account has no password; register to set one':
    'Un compte invité n’a pas de mot de passe ; inscrivez-vous pour en définir un',
  'The current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Ask for a code and enter it to set your password':
    'Demandez un code et saisissez-le pour définir votre mot de passe',
  'Your account has no phone number or email address to send a code to':
    "Votre compte n'a ni numéro de téléphone ni adresse e-mail où envoyer un code",
  'Enter your password to confirm it is you': "Saisissez votre mot de passe pour confirmer que c'est vous",
  'Ask for a code and enter it to confirm it is you': "Demandez un code et saisissez-le pour confirmer que c'est vous",
  'Sign in again, then make this change within 10 minutes':
    'Reconnectez-vous, puis faites cette modification dans les 10 minutes',
  'This e-mail address is used by another account': 'Cette adresse e-mail est utilisée par un autre compte',
  'This phone number is used by another account': 'Ce numéro de téléphone est utilisé par un autre compte',
  'This is already your e-mail address': 'C’est déjà votre adresse e-mail',
  'This is already your phone number': 'C’est déjà votre numéro de téléphone',
  'This device is already signed out': 'Cet appareil est déjà déconnecté',
  "The platform administrator's account cannot be closed":
    "Le compte de l'administrateur de la plateforme ne peut pas être fermé",
  "You run a shop on the mall, so your account cannot be closed from the account page: write to the mall's customer service in the chat to leave the mall":
    'Vous tenez une boutique du centre commercial : votre compte ne peut donc pas être fermé depuis la page du compte ; écrivez au service client du centre commercial dans le chat pour quitter le centre commercial',
  'Leave the shop first (Staff page of the console), then close your account':
    'Quittez d’abord la boutique (page Équipe de la console), puis fermez votre compte',
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
  'This order has an after-sales request in progress; you can delete it once the request is closed':
    'Cette commande a une demande après-vente en cours ; vous pourrez la supprimer une fois la demande close',
  'This account does not run a shop': 'Ce compte ne gère aucune boutique',
  'This text cannot hold control or direction characters':
    'Ce texte ne peut pas contenir de caractères de contrôle ou de direction',
  'A letter in this text carries too many accents or marks': "Une lettre de ce texte porte trop d'accents ou de signes",
  'This shop is suspended: only its orders, refunds, messages and payouts can be handled':
    'Cette boutique est suspendue : seuls ses commandes, remboursements, messages et versements peuvent être traités',
  'This account cannot run the platform': 'Ce compte ne peut pas administrer la plateforme',
  'This order is closed: its money was given back to the buyer. Do not ship it':
    'Cette commande est fermée : son argent a été rendu à l’acheteur. Ne l’expédiez pas',
  'Only a paid order waiting for delivery can be shipped':
    'Seule une commande payée en attente d’expédition peut être expédiée',
  'This order has already been paid': 'Cette commande a déjà été payée',
  'This order was cancelled because it was not paid in time':
    'Cette commande a été annulée, car elle n’a pas été payée à temps',
  'This order was cancelled, it can no longer be paid': 'Cette commande a été annulée, elle ne peut plus être payée',
  'A shop of this order is closed for now, so the order cannot be paid; cancel it and order the other goods again':
    'Une boutique de cette commande est fermée pour le moment : la commande ne peut pas être payée ; annulez-la et commandez de nouveau les autres articles',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'Cette commande a été annulée avant la réception du paiement ; la somme a été remboursée',
  'A shop of this order is closed for now, so the order cannot be paid and the money has been refunded; cancel it and order the other goods again':
    'Une boutique de cette commande est fermée pour le moment : la commande ne peut pas être payée et la somme a été remboursée ; annulez-la et commandez de nouveau les autres articles',
  'Refunded: the order was no longer payable': 'Remboursé : la commande ne pouvait plus être payée',
  'Too many payment attempts, please try again later': 'Trop de tentatives de paiement, réessayez plus tard',
  'Card payments go through the card form of the payment page':
    'Le paiement par carte se fait dans le formulaire de carte de la page de paiement',
  'The webhook signature is not valid': 'La signature du webhook n’est pas valide',
  'This event is about a payment whose success is not recorded yet: it is handled when Stripe delivers it again':
    'Cet événement concerne un paiement dont la réussite n’est pas encore enregistrée : il sera traité quand Stripe le renverra',
  'Your card number is incorrect': 'Le numéro de votre carte est incorrect',
  'Your card has expired': 'Votre carte a expiré',
  'Your card was declined': 'Votre carte a été refusée',
  'Your card has insufficient funds': 'Le solde de votre carte est insuffisant',
  "Your card's security code is incorrect": 'Le code de sécurité de votre carte est incorrect',
  'The card could not be processed just now; please try again':
    'La carte n’a pas pu être traitée pour le moment ; veuillez réessayer',
  'Your bank did not confirm the payment; please try again':
    'Votre banque n’a pas confirmé le paiement ; veuillez réessayer',
  'The card was declined': 'La carte a été refusée',

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
  'This name is kept for the mall’s own staff; please choose another':
    'Ce nom est réservé à l’équipe du Mall ; choisissez-en un autre',
  'At most 32 characters': '32 caractères au maximum',
  'Upload the picture first': 'Envoyez d’abord l’image',
  'Quantity must be a whole number': 'La quantité doit être un nombre entier',
  'Quantity must be at least 1': 'La quantité doit être d’au moins 1',
  'At most 999 at a time': '999 au maximum à la fois',
  'Select an item': 'Sélectionnez un article',
  'Unknown checkout': 'Récapitulatif de commande inconnu',
  'Unknown order': 'Numéro de commande inconnu',
  'The note must be under 150 characters': 'La note doit faire moins de 150 caractères',
  'The note holds too many joined symbols or marks for its length: shorten it':
    'La note contient trop de symboles assemblés ou d’accents pour sa longueur : raccourcissez-la',
  'This text holds too many joined symbols or marks for its length: shorten it':
    'Ce texte contient trop de symboles assemblés ou d’accents pour sa longueur : raccourcissez-le',
  'A note of spaces or invisible characters says nothing: write it in words or leave it empty':
    'Une note faite d’espaces ou de caractères invisibles ne dit rien : écrivez-la avec des mots ou laissez-la vide',
  'Choose a payment method': 'Choisissez un moyen de paiement',
  'Fill in the consignee name': 'Saisissez le nom du destinataire',
  'Fill in the detailed address': 'Saisissez l’adresse complète',
  'Fill in the post code': 'Saisissez le code postal',
  'The consignee name must be at most 50 characters': 'Le nom du destinataire ne doit pas dépasser 50 caractères',
  'The province or state must be at most 60 characters': 'La province ou l’État ne doit pas dépasser 60 caractères',
  'The city must be at most 60 characters': 'La ville ne doit pas dépasser 60 caractères',
  'The detailed address must be at most 200 characters': 'L’adresse détaillée ne doit pas dépasser 200 caractères',
  'The post code must be at most 20 characters': 'Le code postal ne doit pas dépasser 20 caractères',
  'Fill in the courier company': 'Saisissez le transporteur',
  'Fill in the tracking number': 'Saisissez le numéro de suivi',
  'Enter the card number': 'Saisissez le numéro de carte',
  'Enter the expiry date as MM/YY': 'Saisissez la date d’expiration au format MM/AA',
  'Enter the security code': 'Saisissez le code de sécurité',
  'Enter the name on the card': 'Saisissez le nom figurant sur la carte',

  'Thank you for your review': 'Merci pour votre avis',
  'Reply saved': 'Réponse enregistrée',
  'Only a received order can be reviewed': 'Seule une commande reçue peut être évaluée',
  'This item is not part of the order': 'Cet article ne fait pas partie de la commande',
  'This item has already been reviewed': 'Cet article a déjà été évalué',
  'The time to review this order has passed': 'Le délai pour évaluer cette commande est dépassé',
  'This item is in a refund and cannot be reviewed':
    'Cet article fait l’objet d’un remboursement et ne peut pas être évalué',
  "A shop's own staff cannot review its products": 'L’équipe d’une boutique ne peut pas évaluer ses propres articles',
  'You bought this while you helped run the shop, so you cannot review it':
    'Vous l’avez acheté quand vous aidiez à tenir la boutique : vous ne pouvez donc pas l’évaluer',
  'Review pictures must be uploaded with the upload button':
    'Les photos de l’avis doivent être envoyées avec le bouton d’envoi',
  'A review takes at most 5 pictures': 'Un avis accepte au plus 5 photos',
  'Review not found': 'Avis introuvable',
  'Give the product quality a score from 1 to 5': 'Notez la qualité du produit de 1 à 5',
  'Give the service attitude a score from 1 to 5': 'Notez l’attitude du service de 1 à 5',
  'Please fill in your experience with the product': 'Décrivez votre expérience avec le produit',
  'The review must be at most 500 characters': 'L’avis ne doit pas dépasser 500 caractères',
  'Fill in the reply': 'Saisissez la réponse',
  'The reply must be at most 500 characters': 'La réponse ne doit pas dépasser 500 caractères',

  'Your application has been submitted': 'Votre demande a été envoyée',
  'The application has been approved and the shop is open': 'La demande a été acceptée et la boutique est ouverte',
  'The application has been rejected': 'La demande a été refusée',
  'You already have an application under review': 'Vous avez déjà une demande en cours d’examen',
  'You already run a shop': 'Vous gérez déjà une boutique',
  'An approved application cannot be changed': 'Une demande acceptée ne peut plus être modifiée',
  'Register an account to apply as a merchant': 'Créez un compte pour devenir vendeur',
  'Application not found': 'Demande introuvable',
  'This application has already been reviewed': 'Cette demande a déjà été examinée',
  'The applicant already runs a shop': 'Le demandeur gère déjà une boutique',
  'Fill in the company name': 'Saisissez le nom de l’entreprise',
  'The company name must be at most 50 characters': 'Le nom de l’entreprise ne doit pas dépasser 50 caractères',
  'Fill in your real name': 'Saisissez votre nom réel',
  'The real name must be at most 30 characters': 'Le nom réel ne doit pas dépasser 30 caractères',
  'Choose a merchant category': 'Choisissez une catégorie de vendeur',
  'Choose a store type': 'Choisissez un type de boutique',
  'Upload at least one qualification picture': 'Ajoutez au moins une image de qualification',
  'Upload at most 10 qualification pictures': 'Ajoutez au plus 10 images de qualification',
  'Qualification pictures must be uploaded through this page':
    'Les images de qualification doivent être envoyées depuis cette page',
  'Please read and agree to the settlement agreement': 'Veuillez lire et accepter le contrat d’installation',
  'Fill in the reason for the rejection': 'Indiquez le motif du refus',
  'The reason must be at most 200 characters': 'Le motif ne doit pas dépasser 200 caractères',

  // Coupons and points.
  'Coupon received': 'Bon de réduction obtenu',
  'Coupon created': 'Bon de réduction créé',
  'Coupon closed': 'Le bon de réduction n’est plus distribué',
  'This coupon does not exist': 'Ce bon de réduction n’existe pas',
  'This coupon has already been used': 'Ce bon de réduction a déjà été utilisé',
  'The price of your order has changed: please check the new total and confirm again':
    'Le prix de votre commande a changé : vérifiez le nouveau total et confirmez à nouveau',
  'The amount to pay must be written like 12.50': 'Le montant à payer doit s’écrire comme 12,50',
  'This coupon has expired': 'Ce bon de réduction a expiré',
  'This coupon cannot be used yet': 'Ce bon de réduction n’est pas encore utilisable',
  'The same coupon is chosen twice': 'Le même bon de réduction est choisi deux fois',
  'This coupon does not apply to the goods in this order':
    'Ce bon de réduction ne s’applique pas aux articles de cette commande',
  'This order does not reach the minimum spend of this coupon':
    'Cette commande n’atteint pas le montant minimum de ce bon de réduction',
  'Only one platform coupon can be used per order': 'Un seul bon de réduction de la plateforme par commande',
  'Only one coupon per shop can be used': 'Un seul bon de réduction par boutique',
  "The mall's coupons do not apply to the goods of a shop you run":
    'Les bons du centre commercial ne s’appliquent pas aux articles d’une boutique que vous gérez',
  'This coupon cannot be received now': 'Ce bon de réduction ne peut pas être obtenu maintenant',
  'This coupon has all been taken': 'Tous ces bons de réduction ont été pris',
  'You have already received this coupon': 'Vous avez déjà obtenu ce bon de réduction',
  'The discount must be more than 0': 'La réduction doit être supérieure à 0',
  'The discount must be less than the minimum spend': 'La réduction doit être inférieure au montant minimum',
  'The validity must end in the future': 'La validité doit se terminer dans le futur',
  'Fill in the text': 'Saisissez le texte',
  'Fill in the subject': 'Saisissez l’objet',
  'This adjustment number was used for another adjustment':
    'Ce numéro d’ajustement a déjà servi pour un autre ajustement',
  'The adjustment was booked': 'L’ajustement a été enregistré',
  'This adjustment was already booked; nothing was booked again':
    'Cet ajustement était déjà enregistré ; rien n’a été enregistré de nouveau',
  'Give the reason of the adjustment (at most 200 characters)':
    'Indiquez le motif de l’ajustement (200 caractères au plus)',
  'Give the reason of the suspension (at most 200 characters)':
    'Indiquez le motif de la suspension (200 caractères au plus)',
  'Give the reason for taking the product down (at most 500 characters)':
    'Indiquez le motif du retrait du produit (500 caractères au plus)',
  'This product is already taken down': 'Ce produit est déjà retiré par la plateforme',
  'This product is not taken down': 'Ce produit n’est pas retiré par la plateforme',
  'The product was taken down': 'Le produit a été retiré de la vente',
  'The takedown was lifted: the shop decides when to sell the product again':
    'Le retrait est levé : la boutique décide quand remettre le produit en vente',
  'Enter an amount such as 12.50 (to credit the shop) or -12.50 (to charge it), not 0':
    'Saisissez un montant comme 12,50 (crédit à la boutique) ou -12,50 (débit de la boutique), différent de 0',
  'Receiving must start before the validity ends': 'La période d’obtention doit commencer avant la fin de la validité',
  'Receiving must end in the future': 'La période d’obtention doit se terminer dans le futur',
  'A goods coupon can only cover products of your shop':
    'Un bon produit ne peut couvrir que les produits de votre boutique',
  'A product chosen for this coupon does not exist': 'Un produit choisi pour ce bon n’existe pas',
  'This category does not exist': 'Cette catégorie n’existe pas',
  'Enter an amount such as 5 or 5.50': 'Saisissez un montant, par exemple 5 ou 5,50',
  'Enter a date and time': 'Saisissez une date et une heure',
  'Fill in the coupon name': 'Saisissez le nom du bon de réduction',
  'The coupon name is at most 40 characters': 'Le nom du bon de réduction compte au plus 40 caractères',
  'Choose what the coupon applies to': 'Choisissez à quoi s’applique le bon de réduction',
  'A coupon covers at most 100 products': 'Un bon de réduction couvre au plus 100 produits',
  'Valid for at least 1 day': 'Valable au moins 1 jour',
  'Valid for at most 365 days': 'Valable au plus 365 jours',
  'Choose the products of a goods coupon': 'Choisissez les produits du bon produit',
  'Choose the category of a category coupon': 'Choisissez la catégorie du bon catégorie',
  'Give the days of validity or fixed dates': 'Indiquez une durée de validité en jours ou des dates fixes',
  'Give the days of validity or fixed dates, not both': 'Indiquez une durée en jours ou des dates fixes, pas les deux',
  'Give both the first and the last day of validity': 'Indiquez le premier et le dernier jour de validité',
  'The validity must end after it starts': 'La validité doit se terminer après son début',
  'Receiving must end after it starts': 'La période d’obtention doit se terminer après son début',

  // Platform console.
  'This shop is already open': 'Cette boutique est déjà ouverte',
  'This shop is already suspended': 'Cette boutique est déjà suspendue',
  'The shop has been suspended': 'La boutique a été suspendue',
  'The shop is open again': 'La boutique est de nouveau ouverte',
  'A category cannot be its own parent': 'Une catégorie ne peut pas être son propre parent',
  'The parent category does not exist': 'La catégorie parente n’existe pas',
  'Categories have two levels: choose a top category as the parent':
    'Les catégories ont deux niveaux : choisissez une catégorie principale comme parent',
  'Category not found': 'Catégorie introuvable',
  'A category with subcategories stays at the top level':
    'Une catégorie qui a des sous-catégories reste au premier niveau',
  'Products are filed under second-level categories: move them before making this a top category':
    'Les produits sont classés dans des catégories de second niveau : déplacez-les avant d’en faire une catégorie principale',
  'Delete or move its subcategories first': 'Supprimez ou déplacez d’abord ses sous-catégories',
  'Products are filed under this category: move them first':
    'Des produits sont classés dans cette catégorie : déplacez-les d’abord',
  'A coupon is bound to this category': 'Un coupon est lié à cette catégorie',
  'Merchant type not found': 'Type de boutique introuvable',
  'Merchant category not found': 'Catégorie de marchand introuvable',
  'This keyword is already in the list': 'Ce mot-clé est déjà dans la liste',
  'Keep at most 50 hot keywords': '50 mots-clés populaires au maximum',
  'Keyword not found': 'Mot-clé introuvable',
  'Keep at most 20 banners': '20 bannières au maximum',
  'Banner not found': 'Bannière introuvable',
  'The user has been signed out everywhere': 'L’utilisateur a été déconnecté partout',
  'This account has been disabled': 'Ce compte a été désactivé',
  'This account has been closed': 'Ce compte a été fermé',
  'You cannot disable your own account': 'Vous ne pouvez pas désactiver votre propre compte',
  'A platform administrator cannot be disabled':
    'Le compte d’un administrateur de la plateforme ne peut pas être désactivé',
  'This account is already disabled': 'Ce compte est déjà désactivé',
  'This is the last active person who runs an open shop: suspend the shop or give it another owner first':
    'C’est la dernière personne active qui gère une boutique ouverte : suspendez la boutique ou donnez-lui d’abord un autre propriétaire',
  'Nobody who runs this shop can sign in: enable one of its staff or give it another owner before reopening it':
    'Personne qui gère cette boutique ne peut se connecter : réactivez un membre de son équipe ou donnez-lui un autre propriétaire avant de la rouvrir',
  'This account is not disabled': 'Ce compte n’est pas désactivé',
  'The account has been disabled and signed out everywhere': 'Le compte a été désactivé et déconnecté partout',
  'The account has been enabled': 'Le compte a été réactivé',
  'Card payment is closed at the moment': 'Le paiement par carte est fermé pour le moment',
  'Fill in the name': 'Saisissez le nom',
  'The name must be at most 50 characters': 'Le nom doit comporter au plus 50 caractères',
  'A translated name must be at most 50 characters': 'Un nom traduit doit comporter au plus 50 caractères',
  'The description must be at most 200 characters': 'La description doit comporter au plus 200 caractères',
  'Upload the picture through the console': 'Téléversez l’image depuis la console',
  'Upload a picture': 'Téléversez une image',
  'A link starts with / (a page of the shop) or with http:// or https://':
    'Un lien commence par / (une page de la boutique) ou par http:// ou https://',
  'The handling fee is a percentage from 0 to 100 with at most two decimals':
    'Les frais sont un pourcentage de 0 à 100 avec au plus deux décimales',
  'The order is a whole number from 0 to 9999': 'L’ordre est un nombre entier de 0 à 9 999',
  'Fill in the keyword': 'Saisissez le mot-clé',
  'A keyword must be at most 30 characters': 'Un mot-clé doit comporter au plus 30 caractères',
  'The title must be at most 100 characters': 'Le titre doit comporter au plus 100 caractères',
  'The introduction must be at most 200 characters': 'La présentation doit comporter au plus 200 caractères',
  'Choose a valid time': 'Choisissez une heure valide',
  'The end time must be after the start time': 'La fin doit être postérieure au début',
  'Choose at most 200 products': 'Choisissez 200 produits au maximum',
  'The currency symbol has 1 to 5 characters': 'Le symbole monétaire comporte de 1 à 5 caractères',
  'Write something that shows, or leave it empty': 'Écrivez un texte visible ou laissez le champ vide',
  'Choose one of the listed states': 'Choisissez l’un des états proposés',
  'Choose a payout method': 'Choisissez un mode de versement',
  'The address must start with http:// or https://': 'L’adresse doit commencer par http:// ou https://',
  'A phone number has at most 30 digits, spaces, dashes or a leading +':
    'Un numéro de téléphone compte au plus 30 chiffres, espaces, tirets ou un + initial',
  'The text must be at most 200 characters': 'Le texte doit comporter au plus 200 caractères',
  'The opening hours must be at most 100 characters': 'Les horaires doivent comporter au plus 100 caractères',
  'The h5 service type needs a link': 'Le type de service h5 demande un lien',
  'The message service type needs a message': 'Le type de service message demande un message',
  'The phone service type needs a phone number': 'Le type de service téléphone demande un numéro',
  'The email service type needs an email address': 'Le type de service e-mail demande une adresse e-mail',
  'Points per dollar is a number from 0 to 100 with at most two decimals':
    'Les points par dollar sont un nombre de 0 à 100 avec au plus deux décimales',
  'Frozen days are a whole number from 0 to 365': 'Les jours de gel sont un nombre entier de 0 à 365',
  'Points per dollar of deduction are a whole number from 1 to 100000':
    'Les points par dollar de réduction sont un nombre entier de 1 à 100 000',
  'The share points may pay is a whole percentage from 0 to 100':
    'La part payable en points est un pourcentage entier de 0 à 100',

  'Invalid input': 'Saisie non valide',
  'Invalid email address': 'Adresse e-mail non valide',

  'The body is not valid JSON': 'Le corps de la requête n’est pas un JSON valide',
  'forbidden key': 'clé interdite',
  'forbidden character': 'caractère interdit',
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
  // Refunds and returns.
  'Your refund request has been submitted': 'Votre demande de remboursement a été envoyée',
  'The return has been sent to the shop': 'Le retour a été signalé à la boutique',
  'The refund request has been revoked': 'La demande de remboursement a été annulée',
  'The refund has been accepted': 'Le remboursement a été accepté',
  'The shop decides its own refunds; the platform steps in only while a shop is suspended':
    'La boutique décide de ses propres remboursements ; la plateforme n’intervient que tant qu’une boutique est suspendue',
  'The refund has been refused': 'Le remboursement a été refusé',
  'The returned goods were received and the money paid back':
    'Les articles retournés ont été reçus et le montant remboursé',
  'The money has been paid back': 'Le montant a été remboursé',
  'Only a paid order can be refunded': 'Seule une commande payée peut être remboursée',
  'An item you chose already has a refund': "Un article choisi fait déjà l'objet d'un remboursement",
  'This order was refunded in full to your card by the payment provider: there is nothing left to refund':
    'Cette commande a été remboursée en totalité sur votre carte par le prestataire de paiement : il ne reste rien à rembourser',
  'Goods can be returned only after they were shipped':
    "Les articles ne peuvent être retournés qu'après leur expédition",
  'A refund cannot be more than what was paid': 'Un remboursement ne peut pas dépasser le montant payé',
  'Refund not found': 'Remboursement introuvable',
  'This refund can no longer be revoked': 'Cette demande ne peut plus être annulée',
  'The goods can be sent back once the shop accepted the return':
    'Les articles peuvent être renvoyés une fois le retour accepté par la boutique',
  'The shop already received the returned goods': 'La boutique a déjà reçu les articles retournés',
  'This request is closed: nothing needs to be sent back': 'Cette demande est close : il n’y a rien à renvoyer',
  'This refund has already been handled': 'Ce remboursement a déjà été traité',
  'This refund is not waiting for returned goods': "Ce remboursement n'attend pas d'articles retournés",
  'The goods are on their way back to the shop: confirm their receipt once they arrive':
    'Les articles sont déjà en route vers la boutique : confirmez leur réception à leur arrivée',
  'This refund is not waiting to be paid back': "Ce remboursement n'attend pas de paiement",
  'Paying back failed; the refund stays open and can be paid back again':
    'Le remboursement a échoué ; la demande reste ouverte et peut être payée à nouveau',
  'Stripe no longer holds the money of this payment (it was given back or withdrawn at Stripe), so this refund cannot be paid by card and is closed; the platform settles it with the shop':
    'Stripe ne détient plus l’argent de ce paiement (il a été rendu ou retiré chez Stripe) : ce remboursement ne peut pas être payé par carte et il est clos ; la plateforme le règle avec la boutique',
  'A dispute with the buyer’s bank is open for this payment: the refund is accepted and is paid once the dispute closes':
    'Un litige avec la banque de l’acheteur est ouvert pour ce paiement : le remboursement est accepté et sera payé à la clôture du litige',
  'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed; the platform holds the money and customer service settles it with the buyer':
    'La carte a refusé ce remboursement trois fois chez Stripe : il n’est donc plus payé par carte et il est clos ; la plateforme détient l’argent et le service client le règle avec l’acheteur',
  'Choose a reason for the refund': 'Choisissez un motif de remboursement',
  'Unknown refund': 'Remboursement inconnu',
  'Choose refund only or return goods and refund': 'Choisissez remboursement seul ou retour et remboursement',
  'The remark must be at most 100 characters': 'La remarque ne doit pas dépasser 100 caractères',
  'A remark of spaces or invisible characters says nothing: write it in words or leave it empty':
    'Une remarque faite d’espaces ou de caractères invisibles ne dit rien : écrivez-la avec des mots ou laissez-la vide',
  'At most 5 voucher pictures': '5 photos justificatives au maximum',
  'Fill in the reason for refusing': 'Indiquez le motif du refus',
  'The payment to the buyer was recorded': 'Le versement à l’acheteur a été enregistré',
  'This payment was already recorded; nothing was booked again':
    'Ce versement était déjà enregistré ; rien n’a été comptabilisé de nouveau',
  'Only a refund closed for customer service can be recorded as paid to the buyer another way':
    'Seul un remboursement clos pour le service client peut être enregistré comme versé à l’acheteur autrement',
  'The amount is more than the platform still holds for the buyer of this refund':
    'Le montant dépasse ce que la plateforme détient encore pour l’acheteur de ce remboursement',
  'This payment number was used for another payment': 'Ce numéro de versement a servi pour un autre versement',
  'Write the note of the payment (such as the bank transfer reference), at most 200 characters':
    'Écrivez la note du versement (comme la référence du virement), 200 caractères au plus',
  'Enter the amount paid to the buyer, such as 12.50, not 0':
    'Saisissez le montant versé à l’acheteur, comme 12,50, pas 0',

  // Merchant console.
  'The product name has 1 to 100 characters': 'Le nom du produit compte de 1 à 100 caractères',
  'Choose a category': 'Choisissez une catégorie',
  'Add 1 to 10 product pictures': 'Ajoutez de 1 à 10 images du produit',
  'The description must be at most 20000 characters': 'La description compte au plus 20 000 caractères',
  'A description may show only pictures uploaded to the mall: add them with “Insert a picture”, not as a link':
    'Une description ne peut montrer que des images envoyées sur le centre commercial : ajoutez-les avec « Insérer une image », pas sous forme de lien',
  'An attribute name has 1 to 20 characters': 'Le nom d’un attribut compte de 1 à 20 caractères',
  'An attribute value has 1 to 30 characters': 'Une valeur d’attribut compte de 1 à 30 caractères',
  'A product has at most 3 attributes': 'Un produit a au plus 3 attributs',
  'An attribute has 1 to 20 values': 'Un attribut a de 1 à 20 valeurs',
  'The same attribute or value appears twice': 'Le même attribut ou la même valeur apparaît deux fois',
  'A product has 1 to 200 SKUs': 'Un produit a de 1 à 200 références (SKU)',
  'Each SKU must match one combination of the attribute values, and every combination needs a SKU':
    'Chaque SKU doit correspondre à une combinaison des valeurs d’attributs, et chaque combinaison a besoin d’un SKU',
  'Stock is a whole number from 0 to 999999': 'Le stock est un nombre entier de 0 à 999 999',
  'The shop name has 1 to 60 characters': 'Le nom de la boutique compte de 1 à 60 caractères',
  'The text must be at most 500 characters': 'Le texte compte au plus 500 caractères',
  'Add at most 10 qualification pictures': 'Ajoutez au plus 10 images de qualification',
  'A category name has 1 to 30 characters': 'Le nom d’une catégorie compte de 1 à 30 caractères',
  'A logistics event has 1 to 200 characters': 'Un événement de livraison compte de 1 à 200 caractères',
  'The original price cannot be lower than the price': 'Le prix d’origine ne peut pas être inférieur au prix',
  'Choose a category of the second level': 'Choisissez une catégorie de second niveau',
  'The platform has hidden this category: choose one shoppers can browse':
    'La plateforme a masqué cette catégorie : choisissez-en une que les acheteurs peuvent parcourir',
  'Choose a category of your shop': 'Choisissez une catégorie de votre boutique',
  'The product is on sale': 'Le produit est en vente',
  'The product is off sale': 'Le produit est retiré de la vente',
  'Logistics event added': 'Événement de livraison ajouté',
  'Logistics events can be added while the order is on its way only':
    'On ne peut ajouter d’événement de livraison que pendant l’acheminement de la commande',
  'The shipment can be corrected while the order is on its way only':
    'L’envoi ne peut être corrigé que pendant que la commande est en route',
  'Choose a top category of your shop as the parent':
    'Choisissez une catégorie principale de votre boutique comme parente',
  'A shop can have at most 200 categories': 'Une boutique a au plus 200 catégories',
  'The characters do not match the picture, please try again':
    'Les caractères ne correspondent pas à l’image, réessayez',
  'Text messages cannot be sent to this number': 'Impossible d’envoyer des SMS à ce numéro',
  'Text messages are paused for now, please try again later':
    'L’envoi de SMS est suspendu pour le moment, réessayez plus tard',
  'You have too many unpaid orders; pay or cancel one first':
    'Vous avez trop de commandes non payées ; payez-en ou annulez-en une d’abord',
  'You are checking out too often; please wait a few minutes':
    'Vous passez commande trop souvent ; veuillez patienter quelques minutes',
  'Sign up to receive coupons': 'Inscrivez-vous pour recevoir des coupons',
  'The request has too many fields': 'La requête contient trop de champs',
  'The request is nested too deeply': 'La requête est imbriquée trop profondément',
  'This order has a refund request waiting: decide it before shipping':
    'Une demande de remboursement attend pour cette commande : traitez-la avant d’expédier',
  'A shop with this name or a name that looks the same already exists':
    'Une boutique portant ce nom ou un nom qui lui ressemble existe déjà',
  'Enter a shop name with visible letters': 'Saisissez un nom de boutique composé de caractères visibles',
  'The application changed since you opened it; reload it':
    'La demande a été modifiée depuis que vous l’avez ouverte ; rechargez-la',
  'Saved. The new shop name and qualification pictures show once the platform approves them':
    'Enregistré. Le nouveau nom de la boutique et les nouveaux justificatifs s’afficheront une fois approuvés par la plateforme',
  'This change has already been reviewed': 'Cette modification a déjà été examinée',
  'The change was withdrawn: the shop keeps its name and pictures':
    'La modification a été retirée : la boutique garde son nom et ses images',
  'No change of the shop is waiting for review': 'Aucune modification de la boutique n’attend de validation',
  'Change request not found': 'Demande de modification introuvable',
  'The change has been approved and the shop shows it': 'La modification a été approuvée et la boutique l’affiche',
  'The change has been rejected': 'La modification a été refusée',
  'A price is an amount from 0.01 to 999999.99 with at most two decimals':
    'Un prix est un montant de 0,01 à 999 999,99 avec au plus deux décimales',
  'A price filter is an amount from 0 to 999999.99 with at most two decimals':
    'Un filtre de prix est un montant de 0 à 999 999,99 avec au plus deux décimales',
  'The order total is too large; split it into several orders':
    'Le total de la commande est trop élevé ; répartissez-la en plusieurs commandes',
  'A number is out of range': 'Un nombre est hors limites',
  'The after-sales period for this order has ended': 'La période d’après-vente de cette commande est terminée',
  'After-sales days are a whole number from 0 to 90': 'Les jours d’après-vente sont un nombre entier de 0 à 90',
  'This sign-in was started in another browser, so nobody was signed in; please start again here':
    'Cette connexion a été commencée dans un autre navigateur, personne n’a donc été connecté ; recommencez ici',
  'This picture was not uploaded by you': 'Cette image n’a pas été envoyée par vous',
  ok: 'OK',
  'database unavailable': 'base de données indisponible',
  'The shop cannot reach its database just now; please try again in a moment':
    'La boutique ne peut pas joindre sa base de données pour le moment ; réessayez dans un instant',
  'Choose a valid date': 'Choisissez une date valide',
  'The end date must not be before the start date': 'La date de fin ne peut pas précéder la date de début',
  'Choose a period of at most 366 days': 'Choisissez une période de 366 jours au plus',
  'The commission rate is a percentage from 0 to 100 with at most two decimals':
    'Le taux de commission est un pourcentage de 0 à 100 avec au plus deux décimales',
  'The minimum payout is an amount from 0.00 to 999999.99': 'Le versement minimum est un montant de 0,00 à 999 999,99',
  'Settlement days are a whole number from 0 to 90': 'Les jours avant règlement sont un nombre entier de 0 à 90',
  'A payout is already in review; wait for its decision before asking for another':
    "Un versement est déjà en examen ; attendez la décision avant d'en demander un autre",
  'Set up a payout account before asking for a payout':
    'Configurez un compte de versement avant de demander un versement',
  'This payout has already been decided': 'Ce versement a déjà été tranché',
  'The payout account was changed recently; payouts to it are held for now':
    "Le compte de versement a été modifié récemment ; les versements vers ce compte sont suspendus pour l'instant",
  'The shop no longer has this much available (a refund may have taken some); reject the payout':
    "La boutique n'a plus autant de disponible (un remboursement en a peut-être pris une partie) ; refusez le versement",
  'Payout not found': 'Versement introuvable',
  'The order was refunded to the buyer': 'La commande a été remboursée à l’acheteur',
  'Only a paid order not yet shipped can be refunded by the platform':
    'La plateforme ne peut rembourser qu’une commande payée et pas encore expédiée',
  'The buyer decides their own refunds; the platform refunds only the order of a disabled account':
    'L’acheteur décide lui-même de ses remboursements ; la plateforme ne rembourse que la commande d’un compte désactivé',
  'Choose one of the kinds of message': 'Choisissez l’un des types de message',
  'The shop owner has no email address to send the code to':
    "Le propriétaire de la boutique n'a pas d'adresse e-mail où envoyer le code",
  'Stripe payouts are not available on this mall':
    'Les versements Stripe ne sont pas disponibles sur ce centre commercial',
  'The payout was asked for; the platform will review it': "Le versement a été demandé ; la plateforme va l'examiner",
  "A code was sent to the shop owner's email": "Un code a été envoyé à l'adresse e-mail du propriétaire de la boutique",
  'The payout account was changed': 'Le compte de versement a été modifié',
  'The payout was approved and paid': 'Le versement a été approuvé et payé',
  "The payout was approved but the transfer failed; the money is back in the shop's available balance":
    "Le versement a été approuvé mais le virement a échoué ; l'argent est revenu dans le solde disponible de la boutique",
  'The payout was approved; the transfer is being retried':
    'Le versement a été approuvé ; le virement est en cours de nouvelle tentative',
  'The payout was rejected': 'Le versement a été refusé',
  'Enter an amount such as 100.00': 'Saisissez un montant, par exemple 100,00',
  'Fill in the reason for rejecting': 'Indiquez le motif du refus',
  'Fill in why the transfer failed': 'Indiquez pourquoi le virement a échoué',
  'A Stripe account id looks like acct_1A2b3C': 'Un identifiant de compte Stripe ressemble à acct_1A2b3C',
  'Fill in the account holder (at most 80 characters)': 'Indiquez le titulaire du compte (80 caractères au plus)',
  'Fill in the bank details (at most 500 characters)': 'Indiquez les coordonnées bancaires (500 caractères au plus)',
  'Enter the six-digit code': 'Saisissez le code à six chiffres',
  'Enter whole hours from 0 to 720': "Saisissez un nombre entier d'heures de 0 à 720",
  "Only the shop's owner can ask for a payout": 'Seul le propriétaire de la boutique peut demander un versement',
  "Only the shop's owner can change the payout account":
    'Seul le propriétaire de la boutique peut changer le compte de versement',
  'This page could not be found': 'Cette page est introuvable',
  'The address may be mistyped, or the page has moved.':
    "L'adresse est peut-être mal saisie, ou la page a été déplacée.",
  'Back to home': "Retour à l'accueil",
  'Search the shop': 'Rechercher dans la boutique',
  'not ready': 'pas prêt',
  'Choose a country': 'Choisissez un pays',
  'Choose a province or state': 'Choisissez une région ou un État',
  'Choose a province or state of this country': 'Choisissez une région ou un État de ce pays',
  'We do not deliver to this country yet': 'Nous ne livrons pas encore dans ce pays',
  'The post code does not fit this country': 'Le code postal ne correspond pas à ce pays',
  'The post code belongs to another province or state':
    'Le code postal appartient à une autre province ou un autre État',
  'The phone number must use the dial code of the address country':
    "Le numéro de téléphone doit utiliser l'indicatif du pays de l'adresse",
  'Unknown country': 'Pays inconnu',
  'Unknown region code': 'Code de région inconnu',
  'Name from 1 to 200 notices by their ids, or all of them':
    'Indiquez de 1 à 200 notifications par leur identifiant, ou toutes',
  'No such term': 'Ce terme n’existe pas',
  'Values belong to an attribute name': 'Les valeurs appartiennent à un nom d’attribut',
  'The glossary is full: at most 200 attributes, 200 values each':
    'Le glossaire est plein : au plus 200 attributs, de 200 valeurs chacun',
  'Already a word of another term here': 'Déjà le mot d’un autre terme ici',
  'At most 10 other spellings per language, each at most 30 characters':
    'Au plus 10 autres graphies par langue, de 30 caractères au plus chacune',
  'An attribute name is at most 20 characters, as on the product form':
    'Un nom d’attribut compte au plus 20 caractères, comme dans la fiche produit',
  'Fill in the word in every language, at most 30 characters':
    'Saisissez le mot dans chaque langue, 30 caractères au plus',
  'The template name must be 1 to 30 characters': 'Le nom du modèle doit comporter de 1 à 30 caractères',
  'A fee is an amount from 0 to 999999.99 with at most two decimals':
    'Un tarif est un montant de 0 à 999 999,99 avec au plus deux décimales',
  'A number of pieces is a whole number from 1 to 9999': "Un nombre d'articles est un entier de 1 à 9 999",
  'A weight is from 0.001 to 9999 kg with at most three decimals':
    'Un poids va de 0,001 à 9 999 kg avec au plus trois décimales',
  'The weight is from 0 to 9999 kg with at most three decimals':
    'Le poids va de 0 à 9 999 kg avec au plus trois décimales',
  'Give 1 to 50 freight rules': 'Indiquez de 1 à 50 règles de frais de port',
  'Only one rule may apply everywhere else': "Une seule règle peut s'appliquer partout ailleurs",
  'A region is in two rules': 'Une région figure dans deux règles',
  'A region cannot have a fee and be undeliverable at once':
    'Une région ne peut pas avoir de frais et être non livrable à la fois',
  'A region cannot ship free and be undeliverable at once':
    'Une région ne peut pas être livrée gratuitement et non livrable à la fois',
  'A free-shipping rule needs a minimum amount or a minimum count':
    "Une règle de livraison gratuite demande un montant ou un nombre d'articles minimum",
  'At most 500 regions per rule': '500 régions au plus par règle',
  'At most 50 shipping templates per shop': "50 modèles d'expédition au plus par boutique",
  'Shipping template not found': "Modèle d'expédition introuvable",
  'A shop always has a default template: make another one the default instead':
    'Une boutique a toujours un modèle par défaut : choisissez plutôt un autre modèle par défaut',
  'Products use this shipping template; give them another template first':
    "Des produits utilisent ce modèle d'expédition : attribuez-leur d'abord un autre modèle",
  'Choose one of your shipping templates': "Choisissez l'un de vos modèles d'expédition",
  'Some items cannot be delivered to this address: choose another address or remove them':
    'Certains articles ne peuvent pas être livrés à cette adresse : choisissez une autre adresse ou retirez-les',
  'Choose a shipping address': 'Choisissez une adresse de livraison',
  'This item does not exist': "Cet article n'existe pas",
  'A banner text has at most two lines: the headline and the subline':
    'Le texte d’une bannière a au plus deux lignes : le titre et le sous-titre',
  'The headline must be at most 40 characters': 'Le titre doit compter au plus 40 caractères',
  'The subline must be at most 60 characters': 'Le sous-titre doit compter au plus 60 caractères',
  'Choose a CSV file': 'Choisissez un fichier CSV',
  'The file is over 2 MB: split it into smaller files': 'Le fichier dépasse 2 Mo : divisez-le en fichiers plus petits',
  'This product was changed after the file was exported: export the products again and make your changes in the new file':
    'Ce produit a été modifié après l’export du fichier : exportez de nouveau les produits et faites vos modifications dans le nouveau fichier',
  'This row has more cells than the header has columns: check its separators and quotes':
    'Cette ligne a plus de cellules que l’en-tête n’a de colonnes : vérifiez ses séparateurs et ses guillemets',
  'A quoted cell of the file never ends: check its quotes':
    'Une cellule entre guillemets du fichier ne se termine jamais : vérifiez ses guillemets',
  'The file is empty': 'Le fichier est vide',
  'The file has no product rows below its header': 'Le fichier n’a aucune ligne de produit sous son en-tête',
  'The import does not know this column': 'L’import ne connaît pas cette colonne',
  'This column appears twice': 'Cette colonne apparaît deux fois',
  'The file needs the Product ID and SKU ID columns of the export':
    'Le fichier doit contenir les colonnes « ID du produit » et « ID de la variante » de l’export',
  'All rows of one product need the same value here':
    'Toutes les lignes d’un même produit doivent avoir ici la même valeur',
  'Write the status as the export does: on sale or off sale':
    'Écrivez le statut comme l’export : En vente ou Hors vente',
  'Add new SKUs to an existing product in the product form':
    'Ajoutez les nouvelles variantes d’un produit existant dans la fiche produit',
  'This SKU ID is not a SKU of this product': 'Cet ID de variante n’appartient pas à ce produit',
  'This SKU appears twice in the file': 'Cette variante apparaît deux fois dans le fichier',
  'Change attributes and their values in the product form':
    'Modifiez les attributs et leurs valeurs dans la fiche produit',
  'Leave the SKU ID empty for a new product': 'Laissez l’ID de variante vide pour un nouveau produit',
  'No product of your shop has this ID': 'Aucun produit de votre boutique n’a cet ID',
  'Some rows of the file have errors: nothing was imported':
    'Certaines lignes du fichier contiennent des erreurs : rien n’a été importé',
  'This file was imported in the last 10 minutes: it was not run again':
    'Ce fichier a été importé il y a moins de 10 minutes : il n’a pas été exécuté de nouveau',
  'This file has no export column: export the products again to change stock':
    'Ce fichier n’a pas de colonne Export : exportez de nouveau les produits pour modifier le stock',
  'This is not an export ID the export writes: keep the cell as exported, or export the products again':
    'Ce n’est pas un identifiant d’export écrit par l’export : laissez la cellule telle qu’exportée, ou exportez de nouveau les produits',
  'Save the file as CSV UTF-8 and choose it again':
    'Enregistrez le fichier au format CSV UTF-8 puis choisissez-le à nouveau',
  "Fill in the deliverer's name": 'Saisissez le nom du livreur',
  "Fill in the deliverer's phone number": 'Saisissez un numéro de téléphone valide pour le livreur',
  'Choose courier (send) or your own delivery (deliver)':
    'Choisissez le transporteur (send) ou votre propre livraison (deliver)',
  'Virtual goods need no courier: mark them delivered':
    'Les biens virtuels n’ont pas besoin de transporteur : marquez-les comme livrés',
  'Only an order of virtual goods can be marked delivered without shipping':
    'Seule une commande de biens virtuels peut être marquée livrée sans expédition',
  'Choose one of the storefront languages, or every language':
    'Choisissez une des langues de la boutique, ou toutes les langues',
  // Stage three: money-hardening (issue 21).
  'Choose the country of the address from the list': 'Choisissez le pays de l’adresse dans la liste',
  'Complete this address before ordering: edit it and choose its country and region from the list':
    'Complétez cette adresse avant de commander : modifiez-la et choisissez son pays et sa région dans la liste',
  // Stage three: polish (issue 22).
  'Someone else changed this in the meantime: reload it to see their changes':
    "Quelqu'un d'autre l'a modifié entre-temps : rechargez pour voir ses changements",
  'The form is out of date: reload it before saving':
    'Le formulaire n’est plus à jour : rechargez-le avant d’enregistrer',
  'A note names a shop by its number': 'Une note désigne une boutique par son numéro',
  'Notes for at most 50 shops': 'Des notes pour 50 boutiques au plus',
  'A note names a shop that is not in this order': 'Une note désigne une boutique absente de cette commande',
  // Stage three: find-it search (issue 23).
  'Write attribute filters as Name:Value|Value, separated by commas':
    'Écrivez les filtres d’attributs sous la forme Nom:Valeur|Valeur, séparés par des virgules',
  'Choose at most 20 values in one filter': 'Choisissez au plus 20 valeurs dans un même filtre',
  'Choose at most 10 filters': 'Choisissez au plus 10 filtres',
  'Filter by category and shop with numbers separated by commas':
    'Filtrez par catégorie et par boutique avec des numéros séparés par des virgules',
  'The lowest price cannot be above the highest price': 'Le prix minimum ne peut pas dépasser le prix maximum',
  'Unknown filter': 'Filtre inconnu',
  // Stage three: find-it translations (issue 23).
  "A translation's attributes follow the product's: the same attributes, with as many values each":
    "Les attributs d'une traduction suivent ceux du produit : les mêmes attributs, avec autant de valeurs chacun",
  "The original language is written in the product's own fields, not as a translation":
    "La langue d'origine se saisit dans les champs du produit, pas comme une traduction",
  'The product has a translation in that language: change the language alone to swap the two, or send the translations with the edit':
    'Le produit a une traduction dans cette langue : changez seulement la langue pour échanger les deux, ou envoyez les traductions avec la modification',
  'Write the options as Name: value | Name: value, one per attribute, in their order':
    'Écrivez les options sous la forme Nom : valeur | Nom : valeur, une par attribut, dans leur ordre',
  'Give 1 to 20 product IDs separated by commas': 'Indiquez de 1 à 20 ID de produits séparés par des virgules',
  // Stage three: be-found pages (issue 24).
  // Stage three: performance (issue 25).
  'Choose a time zone from the list': 'Choisissez un fuseau horaire dans la liste',
  // Stage three: chat (issue 26).
  'Write a message first': 'Écrivez d’abord un message',
  'A message cannot hold control characters': 'Un message ne peut pas contenir de caractères de contrôle',
  'A message must be at most 1000 characters': 'Un message ne doit pas dépasser 1 000 caractères',
  'This product cannot be shared in this conversation': 'Ce produit ne peut pas être partagé dans cette conversation',
  'This order cannot be shared in this conversation':
    'Cette commande ne peut pas être partagée dans cette conversation',
  'Unknown time zone': 'Fuseau horaire inconnu',
  'An opening period cannot end at the time it starts':
    'Une plage d’ouverture ne peut pas se terminer à l’heure où elle commence',
  'Use a time like 09:30': 'Indiquez une heure comme 09:30',
  'A quick reply must be at most 300 characters': 'Une réponse rapide compte au plus 300 caractères',
  'Each translation must belong to a quick reply': 'Chaque traduction doit correspondre à une réponse rapide',
  'This shop does not take messages now': 'Cette boutique ne reçoit pas de messages pour le moment',
  'This conversation does not exist': 'Cette conversation n’existe pas',
  'You are sending messages too fast, please wait a moment':
    'Vous envoyez des messages trop vite, patientez un instant',
  'You have started too many conversations, please try again later':
    'Vous avez ouvert trop de conversations, réessayez plus tard',
  'You blocked this shop; unblock it to write': 'Vous avez bloqué cette boutique ; débloquez-la pour écrire',
  'The shopper has blocked this shop': 'Ce client a bloqué cette boutique',
  'This person is not staff of this inbox': 'Cette personne ne fait pas partie de l’équipe de cette messagerie',
  'This message does not exist': 'Ce message n’existe pas',
  'You cannot report your own message': 'Vous ne pouvez pas signaler votre propre message',
  'This report does not exist': 'Ce signalement n’existe pas',
  Blocked: 'Bloqué',
  Unblocked: 'Débloqué',
  'Reported, thank you': 'Signalé, merci',
  'Out for delivery': 'En cours de livraison',
  'Arrived at the Vientiane delivery office': 'Arrivé au bureau de distribution de Vientiane',
  'Left the sorting centre': 'A quitté le centre de tri',
  'Delivered online by the shop': 'Livré en ligne par la boutique',
  'Say in 1 to 500 characters why you report this message':
    'Dites en 1 à 500 caractères pourquoi vous signalez ce message',
  Assigned: 'Attribuée',
  Resolved: 'Traité',
  // Stage three: notifications (issue 27).
  'This kind of message is not for this account': 'Ce type de message n’est pas destiné à ce compte',
  'This message is needed for your orders and cannot be turned off':
    'Ce message est nécessaire pour vos commandes et ne peut pas être désactivé',
  'This message is not sent this way: only the ways it lists can be turned on':
    'Ce message n’est pas envoyé de cette façon : seules les façons qu’il indique peuvent être activées',
  "Only the shop's owner chooses who gets its alerts":
    'Seul le propriétaire de la boutique choisit qui reçoit ses alertes',
  "The shop's owner always gets the alerts about the shop's standing, its money and refund requests: they cannot be turned off":
    'Le propriétaire de la boutique reçoit toujours les alertes sur la situation de la boutique, son argent et les demandes de remboursement : elles ne peuvent pas être désactivées',
  'No such staff member in this shop': 'Ce membre de l’équipe n’existe pas dans cette boutique',
  "Only the shop's owner manages its staff": 'Seul le propriétaire de la boutique gère son équipe',
  'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days':
    'Invitation envoyée : la personne qui se connecte avec cette adresse e-mail peut l’accepter pendant 7 jours',
  'This is your own e-mail address: you already run this shop':
    'C’est votre propre adresse e-mail : vous gérez déjà cette boutique',
  'This person already helps run your shop': 'Cette personne fait déjà partie de l’équipe de votre boutique',
  'A shop has at most 20 people besides its owner: remove someone before inviting another':
    'Une boutique compte au plus 20 personnes en plus de son propriétaire : retirez-en une avant d’en inviter une autre',
  'Your shop sent 20 invitations in the last 24 hours: try again tomorrow':
    'Votre boutique a envoyé 20 invitations ces dernières 24 heures : réessayez demain',
  'This invitation is for another account: sign in with the e-mail address it was sent to':
    'Cette invitation est destinée à un autre compte : connectez-vous avec l’adresse e-mail à laquelle elle a été envoyée',
  "This invitation has expired: ask the shop's owner for a new one":
    'Cette invitation a expiré : demandez-en une nouvelle au propriétaire de la boutique',
  'This invitation was already used or cancelled': 'Cette invitation a déjà été utilisée ou annulée',
  'This invitation link is not valid': 'Ce lien d’invitation n’est pas valide',
  'You already help run a shop: an account runs one shop only':
    'Vous faites déjà partie de l’équipe d’une boutique : un compte ne gère qu’une boutique',
  "The platform's accounts cannot join a shop": 'Les comptes de la plateforme ne peuvent pas rejoindre une boutique',
  "The shop's owner cannot be removed": 'Le propriétaire de la boutique ne peut pas être retiré',
  "The shop's owner cannot leave the shop: a shop always keeps its owner":
    'Le propriétaire de la boutique ne peut pas la quitter : une boutique garde toujours son propriétaire',
  "You left the shop's staff": 'Vous avez quitté l’équipe de la boutique',
  'Your shop is suspended: it cannot invite anyone until the platform reopens it. Removing members and cancelling invitations still work':
    'Votre boutique est suspendue : elle ne peut inviter personne tant que la plateforme ne l’a pas rouverte. Retirer des membres et annuler des invitations reste possible',
  'Set a password for your account first (Profile → Security), then open the link again':
    'Définissez d’abord un mot de passe pour votre compte (Mon profil → Sécurité), puis rouvrez le lien',
  'This shop is suspended for now: you can accept the invitation once the platform reopens it, while the invitation is still valid':
    'Cette boutique est suspendue pour le moment : vous pourrez accepter l’invitation quand la plateforme l’aura rouverte, tant que l’invitation reste valable',
  'No such invitation': 'Cette invitation n’existe pas',
  'You now help run this shop': 'Vous faites maintenant partie de l’équipe de cette boutique',
  'Invitation cancelled': 'Invitation annulée',
  'This shop has no room for more staff: ask its owner':
    'Cette boutique n’a plus de place dans son équipe : adressez-vous à son propriétaire',
  'Not a shop alert': 'Ce n’est pas une alerte de boutique',
  'Templates are plain text: leave out < and >': 'Les modèles sont en texte brut : n’utilisez pas < ni >',
  // Stage three: polish shopper (issue 22, items 4-8).
  'Payment is not available at the moment. Your order is kept; please try again later':
    'Le paiement n’est pas disponible pour le moment. Votre commande est conservée ; veuillez réessayer plus tard',
  'add goods to the order': 'ajoutez des articles à la commande',
  'cancel this order and order it again with more goods':
    'annulez cette commande et commandez de nouveau avec plus d’articles',
  'Enter the transfer reference (1 to 64 characters)': 'Saisissez la référence du virement (1 à 64 caractères)',
  'Enter the day of the transfer': 'Saisissez la date du virement',
  'Only an approved bank payout waiting for its transfer can be marked paid':
    'Seul un versement bancaire approuvé en attente de son virement peut être marqué payé',
  'The payout was approved; record the bank transfer once it is made':
    'Le versement est approuvé ; enregistrez le virement bancaire une fois effectué',
  'The bank transfer was recorded and the payout is paid':
    'Le virement bancaire est enregistré et le versement est payé',
  'Only an approved bank payout waiting for its transfer can be marked failed':
    'Seul un versement bancaire approuvé en attente de son virement peut être marqué comme échoué',
  "The payout was marked failed; the money is back in the shop's available balance":
    'Le versement est marqué comme échoué ; le montant est revenu dans le solde disponible de la boutique',
  "Removed from the shop's staff": 'Retiré de l’équipe de la boutique',
  'The applicant has closed their account: the application cannot be approved':
    'Le demandeur a fermé son compte : la demande ne peut pas être approuvée',
  "The applicant's account is disabled: enable it or reject the application":
    'Le compte du demandeur est désactivé : réactivez-le ou refusez la demande',
  'Write a city that shows, or leave it empty': 'Écrivez une ville visible ou laissez le champ vide',
  'Write a province or state that shows, or leave it empty':
    'Écrivez une province ou un État visible ou laissez le champ vide',
  'The password is too long: use at most 128 characters': 'Le mot de passe est trop long : 128 caractères au plus',
  'A tracking number has 4 to 40 letters (A to Z), digits, hyphens (-) or underscores (_)':
    'Un numéro de suivi compte de 4 à 40 lettres (A à Z), chiffres, traits d’union (-) ou tirets bas (_)',
  'The picture is too large: at most 40 megapixels': 'L’image est trop grande : 40 mégapixels au plus',
  'The mall charges in US dollars: use $, US$ or USD as its symbol':
    'Le centre commercial encaisse en dollars américains : utilisez $, US$ ou USD comme symbole',
  'A category with this name is already here': 'Une catégorie de ce nom existe déjà ici',
  'Choose one of the languages the mall speaks: en, zh-CN, fr, th, lo or es':
    'Choisissez une des langues du centre commercial : en, zh-CN, fr, th, lo ou es',
  'Change at least one of the user name, the picture or the language':
    'Modifiez au moins le nom d’utilisateur, la photo ou la langue',
  'This field is required': 'Ce champ est obligatoire',
  'Send the fields of the request as a JSON object': 'Envoyez les champs de la requête sous forme d’objet JSON',
  'This way of signing in is switched off: choose another one':
    'Ce mode de connexion est désactivé : choisissez-en un autre',
  "The order and the other shops' orders paid together with it have been cancelled":
    'La commande et les commandes des autres boutiques payées avec elle ont été annulées',
  'Your bank returned the payment of this order to you after a dispute (a chargeback): there is nothing left to refund':
    'Votre banque vous a rendu le paiement de cette commande après un litige (une rétrofacturation) : il ne reste rien à rembourser',
  'A translated coupon name is at most 40 characters':
    'La traduction du nom du bon de réduction compte au plus 40 caractères',
  'Products are filed under this category: move them before adding subcategories':
    'Des produits sont classés dans cette catégorie : déplacez-les avant d’y ajouter des sous-catégories',
  'Guest purchases are closed: sign in or register to place a new order':
    'Les achats en invité sont fermés : connectez-vous ou créez un compte pour passer une nouvelle commande',
  'Several shops': 'Plusieurs boutiques',
  'This order has goods from several shops, each sent in its own parcel: open the tracking of each shop order (SH…)':
    'Cette commande contient des articles de plusieurs boutiques, chacune envoyée dans son propre colis : ouvrez le suivi de chaque commande de boutique (SH…)',
  'A translated shop name is at most 60 characters': 'La traduction du nom de la boutique compte au plus 60 caractères',
  "The shop name in Chinese looks like another shop's name":
    "Le nom de la boutique en chinois ressemble au nom d'une autre boutique",
  "The shop name in French looks like another shop's name":
    "Le nom de la boutique en français ressemble au nom d'une autre boutique",
  "The shop name in Thai looks like another shop's name":
    "Le nom de la boutique en thaï ressemble au nom d'une autre boutique",
  "The shop name in Lao looks like another shop's name":
    "Le nom de la boutique en lao ressemble au nom d'une autre boutique",
  "The shop name in Spanish looks like another shop's name":
    "Le nom de la boutique en espagnol ressemble au nom d'une autre boutique",
  'Refunded: the payment was not the amount of this order':
    'Remboursé : le paiement ne correspondait pas au montant de cette commande',
  'The shopper closed their account and cannot be answered':
    'Le client a fermé son compte : il ne peut plus recevoir de réponse',
  "You are the only one who can still sign in to run this open shop, so you cannot leave it now: write to the mall's customer service in the chat":
    'Vous êtes la seule personne qui peut encore se connecter pour tenir cette boutique ouverte : vous ne pouvez donc pas la quitter maintenant ; écrivez au service client du centre commercial dans le chat',
  'Write the amount with a point before the cents and no thousands separators, e.g. 1999.50':
    'Écrivez le montant avec un point avant les centimes et sans séparateur de milliers, par exemple 1999.50',
  'The request is too long (its web address and headers): choose fewer filters or items at once':
    'La requête est trop longue (son adresse web et ses en-têtes) : choisissez moins de filtres ou d’éléments à la fois',
  'The request took too long to arrive; please try again': 'La requête a mis trop de temps à arriver ; réessayez',
  'The request could not be read': 'La requête n’a pas pu être lue',
};

/** "1 seconde", "2 secondes": in French, 0 and 1 take the singular. */
const plural = (n: string, one: string, many: string) => (Number(n) < 2 ? one : many);

const TYPES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'une valeur vrai/faux',
  object: 'un objet',
  record: 'un ensemble de textes par langue',
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
  smsCountriesOnly: (codes) =>
    `Les SMS ne sont envoyés qu’aux numéros commençant par ${codes} ; utilisez plutôt votre e-mail`,
  tooManyCodesForAddress: (n, unit) =>
    `Trop de codes demandés pour cette adresse, réessayez dans ${n} ${unit === 'seconds' ? plural(n, 'seconde', 'secondes') : plural(n, 'minute', 'minutes')}`,
  tooManyRequests: (n, unit) =>
    `Trop de requêtes, réessayez dans ${n} ${unit === 'seconds' ? plural(n, 'seconde', 'secondes') : plural(n, 'minute', 'minutes')}`,
  socialSignInFailed: (provider) => `La connexion avec ${provider} n’a pas pu aboutir, veuillez réessayer`,
  closeUnpaid: (no) => `Votre commande ${no} attend son paiement : payez-la ou annulez-la avant de fermer votre compte`,
  closeToShip: (no) =>
    `Votre commande ${no} est payée et pas encore expédiée : attendez-la ou demandez un remboursement avant de fermer votre compte`,
  closeToReceive: (no) => `Votre commande ${no} est en route : confirmez sa réception avant de fermer votre compte`,
  closeRefund: (no) =>
    `Votre remboursement ${no} est encore en cours : attendez qu’il se termine avant de fermer votre compte`,
  onlyLeftInStock: (n) => `Plus que ${n} en stock`,
  onlyLeftOfProduct: (n, name) =>
    n === '1' ? `Il ne reste qu’un exemplaire de « ${name} »` : `Il ne reste que ${n} exemplaires de « ${name} »`,
  atMostOfOneItem: (n) => `Vous pouvez commander au plus ${n} exemplaires d’un même article à la fois`,
  atMostOfOneItemHeld: (n, held) =>
    `Vous pouvez commander au plus ${n} exemplaires d’un même article à la fois ; vos commandes non payées en contiennent déjà ${held}`,
  atMostItems: (n) => `Vous pouvez commander au plus ${n} articles à la fois`,
  atMostItemsHeld: (n, held) =>
    `Vous pouvez commander au plus ${n} articles à la fois ; vos commandes non payées en contiennent déjà ${held}`,
  productOutOfStock: (name) => `« ${name} » est en rupture de stock`,
  productNoLongerAvailable: (name) => `« ${name} » n’est plus disponible`,
  skuHeldByUnpaidOrders: (orders, option) =>
    `Les commandes non payées ${orders} réservent « ${option} » : l’option pourra être retirée une fois qu’elles seront payées ou annulées`,
  productTakenDown: (reason) =>
    `La plateforme a retiré ce produit de la vente : « ${reason} ». Il reste hors vente jusqu’à ce que la plateforme lève le retrait`,
  payMinimum: (min, advice) => `Le montant à payer par carte doit être d’au moins ${min} : ${advice}`,
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
  // Stage three: money-hardening (issue 21) patterns.
  // Stage three: polish (issue 22) patterns.
  // Stage three: find-it search (issue 23) patterns.
  // Stage three: find-it translations (issue 23) patterns.
  // Stage three: be-found pages (issue 24) patterns.
  // Stage three: performance (issue 25) patterns.
  // Stage three: chat (issue 26) patterns.
  // Stage three: notifications (issue 27) patterns.
  noticeUnknownVariable: (names) => `Variable inconnue : ${names}`,
  // Stage three: polish shopper (issue 22, items 4-8) patterns.
  logisticsHanded: (company, no) => `Remis à ${company}, numéro de suivi ${no}`,
  logisticsOwnDelivery: (name, phone) => `En livraison par la boutique : ${name}, téléphone ${phone}`,
  logisticsCorrected: (company, no) => `Envoi corrigé : ${company}, numéro de suivi ${no}`,
  payoutAtMost: (most) => `Vous pouvez demander au plus ${moneyIn(most, 'fr')}`,
  payoutMinimum: (min) => `Le versement minimum est de ${moneyIn(min, 'fr')}`,
  payoutBalanceBelowMinimum: (available, min) =>
    `Le solde disponible de ${moneyIn(available, 'fr')} est inférieur au versement minimum de ${moneyIn(min, 'fr')}`,
  payoutInDebt: (debt) =>
    `Rien ne peut être versé : la boutique doit ${moneyIn(debt, 'fr')}, remboursés par ses prochaines ventes`,
  payoutDaysAllowed: (from, to) => `La date du virement doit être comprise entre le ${from} et le ${to}`,
  importSameName: (ids) =>
    `Votre boutique a déjà un produit de ce nom (ID ${ids}) : l’importer de nouveau en ajoute un autre`,
  unknownRegionCodes: (codes) => `Code de région inconnu : ${codes}`,
  termTaken: (word) => `Déjà le mot d’un autre terme ici : ${word}`,
  importTooManyRows: (n) =>
    `Le fichier compte ${n} lignes sous son en-tête : une importation en prend au plus 5000, divisez-le en fichiers de 5000 lignes au plus`,
  importTooLarge: (mb) =>
    `Le fichier fait ${mb.replace('.', ',')} Mo : une importation prend au plus 2 Mo, divisez-le en fichiers plus petits`,
  utf8TooLong: (n) =>
    `${n} octets au maximum (UTF-8) : une lettre thaïe, lao ou chinoise compte pour 3, une lettre accentuée pour 2`,
};
